import { LazyNotFoundScreen } from "@/features/errors/lazy-not-found-screen";
import { notFoundMetadata } from "@/features/errors/not-found-metadata";

// Declared here, not re-exported: Next.js finds a not-found file's metadata by its own export.
export function generateMetadata() {
  return notFoundMetadata();
}

export default function NotFound() {
  return <LazyNotFoundScreen withFooter />;
}
