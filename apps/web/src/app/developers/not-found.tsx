import { DEVELOPER_PATHS } from "@/features/developer-portal/developer-paths";
import { ErrorScreen } from "@/features/errors/error-screen";

export { notFoundMetadata as generateMetadata } from "@/features/errors/not-found-metadata";

/** Not found inside the developer area: the store's not-found screen, in the area's frame. */
export default function DeveloperNotFound() {
  return <ErrorScreen screen="notFound" homeHref={DEVELOPER_PATHS.home} />;
}
