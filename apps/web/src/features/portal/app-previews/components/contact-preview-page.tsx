import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { notFound } from "next/navigation";
import { offeredKindsOf, ContactRequestForm } from "@/features/store/contact-request";
import { publicPreviewPath } from "@/paths/developer-paths";
import { PageFrame } from "@/features/platform/page-frame/index.server";
import { getT } from "@/i18n/get-t";
import type { TAppPreviewTarget } from "../preview-targets";
import { previewPageData } from "../server/preview-page-data";
import { AppPreviewFrame } from "./app-preview-frame";
import { clientMessages } from "@/i18n/client-messages";

/**
 * The preview of an app's contact page (`/apps/{code}/contact?preview_app_id=`): the store's own
 * request form for the kinds the draft offers, inert. An app that takes no requests has no
 * contact page.
 */
export async function ContactPreviewPage({ target }: { target: TAppPreviewTarget | null }) {
  const draftId = target?.kind === "publicDraft" ? target.draftId : null;
  const { app } = await previewPageData(target, { signIn: false });
  const kinds = offeredKindsOf(app);
  const initialKind = kinds[0];
  if (initialKind === undefined || draftId === null) notFound();
  const [t, messages] = await Promise.all([getT("preview.contact"), getMessages()]);
  return (
    <PageFrame>
      <AppPreviewFrame>
        <article className="mx-auto max-w-2xl px-4 py-8">
          <p className="mb-2 text-sm">
            <a href={publicPreviewPath(app.code, draftId)} className="text-brand-700 underline">
              {app.name}
            </a>
          </p>
          <h1 className="mb-6 text-2xl font-bold">{t("title", { name: app.name })}</h1>
          <p id="contact-preview-note" className="mb-6 rounded-lg bg-canvas px-4 py-3 text-sm" data-preview-note="">
            {t("inert")}
          </p>
          <NextIntlClientProvider messages={clientMessages(messages, ["contactRequest"])}>
            <ContactRequestForm
              code={app.code}
              appName={app.name}
              kinds={kinds}
              initialKind={initialKind}
              prefill={null}
              signInHref="#"
              inert={{ noteId: "contact-preview-note" }}
            />
          </NextIntlClientProvider>
        </article>
      </AppPreviewFrame>
    </PageFrame>
  );
}
