import { LazyNotFoundScreen } from "@/features/platform/errors/lazy-not-found-screen";
import { notFoundMetadata } from "@/features/platform/errors/not-found-metadata";

// Declared here, not re-exported: Next.js finds a not-found file's metadata by its own export.
export function generateMetadata() {
  return notFoundMetadata();
}

/**
 * The last not-found boundary. Every area has its own (app/(store)/not-found.tsx inside the
 * store's frame, app/developers/(portal) and app/ops inside theirs, app/developers/(preview) in
 * the store's) and unknown URLs reach those through each area's catch-all page, so this one only
 * shows for a notFound() outside every area.
 */
export default function NotFound() {
  return <LazyNotFoundScreen withFooter={false} />;
}
