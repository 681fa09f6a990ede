import { ErrorScreen } from "@/features/errors/error-screen";
import { DEVELOPER_PATHS } from "@/features/developer-portal/developer-paths";

/** Not found inside the developer area: the store's not-found screen, in the area's frame. */
export default function DeveloperNotFound() {
  return <ErrorScreen screen="notFound" homeHref={DEVELOPER_PATHS.home} />;
}
