import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import { ErrorScreen } from "@/features/platform/errors/error-screen";
import { notFoundMetadata } from "@/features/platform/errors/not-found-metadata";

// Declared here, not re-exported: Next.js finds a not-found file's metadata by its own export.
export function generateMetadata() {
  return notFoundMetadata();
}

/** Not found inside the developer area: the store's not-found screen, in the area's frame. */
export default function DeveloperNotFound() {
  return <ErrorScreen screen="notFound" homeHref={DEVELOPER_PATHS.home} />;
}
