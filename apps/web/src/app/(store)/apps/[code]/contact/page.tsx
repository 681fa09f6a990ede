import type { Metadata } from "next";
import { ContactPreviewPage } from "@/features/app-previews/components/contact-preview-page";
import { publicDraftTarget, type TQuery } from "@/features/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/app-previews/server/preview-page-data";
import { ContactPage, loadContactApp } from "@/features/contact-request/components/contact-page";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

type TProps = { params: Promise<{ code: string }>; searchParams: Promise<TQuery> };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const { code } = await params;
  const preview = publicDraftTarget(code, await searchParams);
  if (preview !== "absent") return previewPageMetadata(preview, { signIn: false });
  const [{ app }, t] = await Promise.all([loadContactApp(code), getT("contactRequest")]);
  return pageMetadata({ title: t("title", { name: app.name }), noIndex: true });
}

/**
 * SPEC §2 `/apps/{code}/contact`: the request form of SPEC §3 request kinds; with
 * `preview_app_id` the inert preview of a draft's.
 */
export default async function AppContactPage({ params, searchParams }: TProps) {
  const { code } = await params;
  const query = await searchParams;
  const preview = publicDraftTarget(code, query);
  if (preview === "absent") {
    return <ContactPage code={code} kind={typeof query.kind === "string" ? query.kind : undefined} />;
  }
  return <ContactPreviewPage target={preview} />;
}
