import { ErrorScreen } from "@/features/platform/errors/error-screen";
import { notFoundMetadata } from "@/features/platform/errors/not-found-metadata";
import { PageFrame } from "@/features/platform/page-frame/page-frame";

// Declared here, not re-exported: Next.js finds a not-found file's metadata by its own export.
export function generateMetadata() {
  return notFoundMetadata();
}

/** A preview nobody may see, or of nothing: the store's not-found screen, as for an unknown app. */
export default function PreviewNotFound() {
  return (
    <PageFrame footer="error">
      <ErrorScreen screen="notFound" />
    </PageFrame>
  );
}
