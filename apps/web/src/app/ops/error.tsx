"use client";

import { ACCOUNT_HOME_PATH } from "@store/domain/principals";
import { ReportedErrorScreen } from "@/features/platform/errors/reported-error-screen";

/** An unexpected error inside the operator area: the generic screen, in the area's frame. */
export default function OpsErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <ReportedErrorScreen error={error} homeHref={ACCOUNT_HOME_PATH.operator} />;
}
