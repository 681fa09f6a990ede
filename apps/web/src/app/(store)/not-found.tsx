import { LazyNotFoundScreen } from "@/features/platform/errors/lazy-not-found-screen";
import { notFoundMetadata } from "@/features/platform/errors/not-found-metadata";

// Declared here, not re-exported: Next.js finds a not-found file's metadata by its own export.
export function generateMetadata() {
  return notFoundMetadata();
}

export default function NotFound() {
  return <LazyNotFoundScreen withFooter />;
}
