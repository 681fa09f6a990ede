"use client";

import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import { ReportedErrorScreen } from "@/features/platform/errors/reported-error-screen";

/** An unexpected error inside the developer area: the generic screen, in the area's frame. */
export default function DeveloperErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <ReportedErrorScreen error={error} homeHref={DEVELOPER_PATHS.home} />;
}
