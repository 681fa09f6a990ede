import { ErrorScreen } from "@/features/errors/error-screen";
import { PageFrame } from "@/features/shell/page-frame";
import { notFoundMetadata } from "@/features/errors/not-found-metadata";

// Declared here, not re-exported: Next.js finds a not-found file's metadata by its own export.
export function generateMetadata() {
  return notFoundMetadata();
}

export default function NotFound() {
  return (
    <PageFrame footer="error">
      <ErrorScreen screen="notFound" />
    </PageFrame>
  );
}
