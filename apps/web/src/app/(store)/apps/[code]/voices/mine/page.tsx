import type { Metadata } from "next";
import { loadVoiceApp, VoiceWritingPage } from "@/features/store/voice-writing/index.server";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps } from "@/server/pages/page";
import { ZAppCodeParams } from "@/server/pages/page-params";

const SPEC = { params: ZAppCodeParams };

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params } = await pageInput(SPEC, props);
  const [app, t] = await Promise.all([loadVoiceApp(params.code), getT("voices.write")]);
  return pageMetadata({ title: t("metaTitle", { name: app.name }), noIndex: true });
}

/** Issue 28: `/apps/{code}/voices/mine`, where a tenant user writes, edits or deletes their voice. */
export default page(SPEC, ({ params }) => <VoiceWritingPage code={params.code} />);
