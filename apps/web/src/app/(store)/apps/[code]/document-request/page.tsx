import type { Metadata } from "next";
import { AppDetailPage, appPageMetadata } from "@/features/store/catalog/detail/app-detail-page";
import { page, pageInput, type TPageProps } from "@/server/pages/page";
import { ZAppCodeParams } from "@/server/pages/page-params";

const SPEC = { params: ZAppCodeParams };

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params } = await pageInput(SPEC, props);
  return appPageMetadata(params.code, "documentRequest");
}

/** SPEC §2: the app page with the document-request dialog open. */
export default page(SPEC, ({ params }) => <AppDetailPage code={params.code} dialog="documentRequest" />);
