import { ErrorScreen } from "@/features/errors/error-screen";
import { PageFrame } from "@/features/shell/page-frame";

export { notFoundMetadata as generateMetadata } from "@/features/errors/not-found-metadata";

export default function NotFound() {
  return (
    <PageFrame footer="error">
      <ErrorScreen screen="notFound" />
    </PageFrame>
  );
}
