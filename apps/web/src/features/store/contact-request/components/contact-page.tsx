import "server-only";
import { findContactableApp } from "@store/db/queries/contact-requests";
import { signInPageUrl } from "@store/domain/sign-in-url";
import { CONTACT_REQUEST_KINDS, type TContactRequestKind } from "@store/domain/schemas/contact-request";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { PageFrame } from "@/features/platform/page-frame/index.server";
import { clientMessages } from "@/i18n/client-messages";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { readSession } from "@/server/tenant-session/session";
import { offeredKindsOf, ownInquiryUrlOf } from "../contact-request-kinds";
import { contactPagePath } from "@/paths/contact-request-paths";
import { ContactRequestForm } from "./contact-request-form";

/** The published app a contact page is for; anything else is the not-found screen. */
export async function loadContactApp(code: string) {
  const app = await findContactableApp(await getDb(), code);
  if (app?.status !== "published") notFound();
  const ownUrl = ownInquiryUrlOf(app);
  const kinds = offeredKindsOf(app);
  if (!ownUrl && kinds.length === 0) notFound();
  return { app, ownUrl, kinds };
}

/**
 * `/apps/{code}/contact` (SPEC §2, §3 request kinds): the request form for the kinds the app
 * offers, opened on `?kind=`; a trial is prefilled from the session (SPEC §6). An app whose
 * inquiries go to the provider's own URL links there instead.
 */
export async function ContactPage({ code, kind }: { code: string; kind: string | undefined }) {
  const [{ app, ownUrl, kinds }, t, messages, principal] = await Promise.all([
    loadContactApp(code),
    getT("contactRequest"),
    getMessages(),
    readSession(),
  ]);
  const asked = CONTACT_REQUEST_KINDS.find((k) => k === kind);
  const initialKind: TContactRequestKind = asked && kinds.includes(asked) ? asked : (kinds[0] ?? "inquiry");
  const user = principal?.user;
  const prefill = user ? { company: user.currentTenant?.name ?? "", name: user.name, email: user.email } : null;
  return (
    <PageFrame>
      <article className="mx-auto max-w-2xl px-4 py-8">
        <p className="mb-2 text-sm">
          <a href={`/apps/${encodeURIComponent(app.code)}`} className="text-brand-700 underline">
            {app.name}
          </a>
        </p>
        <h1 className="mb-4 text-2xl font-bold">{t("title", { name: app.name })}</h1>
        {ownUrl ? (
          <div className="flex flex-col gap-4">
            <p>{t("ownUrl", { name: app.name })}</p>
            <a href={ownUrl} rel="noopener" className="self-start text-brand-700 underline">
              {t("ownUrlLink")}
            </a>
          </div>
        ) : (
          <>
            <p className="mb-6">{t("intro", { name: app.name })}</p>
            <NextIntlClientProvider messages={clientMessages(messages, ["contactRequest"])}>
              <ContactRequestForm
                code={app.code}
                appName={app.name}
                kinds={kinds}
                initialKind={initialKind}
                prefill={prefill}
                signInHref={signInPageUrl({ callbackUrl: contactPagePath(app.code, "trial") })}
              />
            </NextIntlClientProvider>
          </>
        )}
      </article>
    </PageFrame>
  );
}
