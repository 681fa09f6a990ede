import { ACCOUNT_HOME_PATH } from "@store/domain/principals";
import { ErrorScreen } from "@/features/errors/error-screen";

export { notFoundMetadata as generateMetadata } from "@/features/errors/not-found-metadata";

/** Not found inside the operator area: the store's not-found screen, in the area's frame. */
export default function OpsNotFound() {
  return <ErrorScreen screen="notFound" homeHref={ACCOUNT_HOME_PATH.operator} />;
}
