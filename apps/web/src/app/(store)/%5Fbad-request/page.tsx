import type { Metadata } from "next";
import { ErrorScreen } from "@/features/platform/errors/error-screen";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("errors");
  return pageMetadata({ title: t("badRequest.title") });
}

/**
 * SPEC §2 generic error 'invalid request': proxy.ts shows it, with status 400, for a URL that
 * cannot be decoded or carries control characters.
 */
export default function BadRequest() {
  return (
    <PageFrame footer="error">
      <ErrorScreen screen="badRequest" />
    </PageFrame>
  );
}
