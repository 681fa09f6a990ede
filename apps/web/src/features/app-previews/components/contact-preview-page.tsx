import "server-only";
import { notFound } from "next/navigation";
import { publicPreviewPath } from "@/features/developer-portal/developer-paths";
import { PageFrame } from "@/features/shell/page-frame";
import { getT } from "@/i18n/get-t";
import type { TAppPreviewTarget } from "../preview-targets";
import { requestKindsOf } from "../request-kinds";
import { previewPageData } from "../server/preview-page-data";
import { AppPreviewFrame } from "./app-preview-frame";
import { ContactRequestForm } from "./contact-request-form";

/**
 * The preview of an app's contact page (`/apps/{code}/contact?preview_app_id=`): the request form
 * for the kinds the draft offers, inert. An app that takes no requests has no contact page.
 */
export async function ContactPreviewPage({ target }: { target: TAppPreviewTarget | null }) {
  const draftId = target?.kind === "publicDraft" ? target.draftId : null;
  const { app } = await previewPageData(target, { signIn: false });
  const kinds = requestKindsOf(app.primaryActionType);
  if (kinds.length === 0 || draftId === null) notFound();
  const t = await getT("preview.contact");
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
          <ContactRequestForm kinds={kinds} noteId="contact-preview-note" t={t} />
        </article>
      </AppPreviewFrame>
    </PageFrame>
  );
}
