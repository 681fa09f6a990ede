import type { Metadata } from "next";
import { ContactPreviewPage } from "@/features/portal/app-previews/components/contact-preview-page";
import { previewQuery, publicDraftTarget } from "@/features/portal/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/portal/app-previews/server/preview-page-data";
import { ContactPage, loadContactApp } from "@/features/store/contact-request/components/contact-page";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps, type TSearchParams } from "@/server/pages/page";
import { ZAppCodeParams } from "@/server/pages/page-params";

const SPEC = {
  params: ZAppCodeParams,
  // The preview's id as typed (preview-targets.ts); `kind` only when given once.
  query: (search: TSearchParams) => ({
    ...previewQuery(search),
    kind: typeof search.kind === "string" ? search.kind : undefined,
  }),
};

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params, query } = await pageInput(SPEC, props);
  const preview = publicDraftTarget(params.code, query);
  if (preview !== "absent") return previewPageMetadata(preview, { signIn: false });
  const [{ app }, t] = await Promise.all([loadContactApp(params.code), getT("contactRequest")]);
  return pageMetadata({ title: t("title", { name: app.name }), noIndex: true });
}

/**
 * SPEC §2 `/apps/{code}/contact`: the request form of SPEC §3 request kinds; with
 * `preview_app_id` the inert preview of a draft's.
 */
export default page(SPEC, ({ params, query }) => {
  const preview = publicDraftTarget(params.code, query);
  if (preview === "absent") return <ContactPage code={params.code} kind={query.kind} />;
  return <ContactPreviewPage target={preview} />;
});
