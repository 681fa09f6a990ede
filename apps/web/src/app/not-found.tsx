import type { Metadata } from "next";
import { ErrorScreen } from "@/features/errors/error-screen";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("errors");
  return pageMetadata({ title: t("notFound.title") });
}

/**
 * The last not-found boundary. Every area has its own (app/(store)/not-found.tsx inside the
 * store's frame, app/developers and app/ops inside theirs) and unknown URLs reach those through
 * each area's catch-all page, so this one only shows for a notFound() outside every area.
 */
export default function NotFound() {
  return (
    <main id="main" className="flex-1">
      <ErrorScreen screen="notFound" />
    </main>
  );
}
