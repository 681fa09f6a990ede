import "server-only";
import { AppError } from "@store/domain/errors";
import type { TAppStatus } from "@store/domain/enums";
import type { TLocale } from "@store/domain/locales";
import { listingRefusals, type TIntegrationFacts } from "@store/domain/pre-checks/integration";
import type { TAppContent } from "@store/domain/schemas/app-content";
import { serverTranslator } from "@/server/server-translator";

const LISTED: ReadonlySet<TAppStatus> = new Set(["published", "upcoming"]);

/**
 * Issue 27: an app whose integration type needs a registration is listed (published or upcoming)
 * only with a working one. Refuses with 409 naming every gap in the operator's language; the
 * findings go along in `details.integration` (paths and codes, as the pre-checks give them).
 */
export function assertListable(params: {
  status: TAppStatus;
  content: TAppContent;
  facts: TIntegrationFacts;
  locale: TLocale;
}): void {
  if (!LISTED.has(params.status)) return;
  const refusals = listingRefusals(params.content, params.facts);
  if (refusals.length === 0) return;
  const { t } = serverTranslator(params.locale);
  const reasons = refusals
    .map((finding) => t(`preCheck.findings.${finding.code}`, finding.values as Record<string, string | number>))
    .join(" ");
  throw new AppError(
    "CONFLICT",
    `app ${params.content.code} has no working integration: ${refusals.map((f) => f.code).join(", ")}`,
    {
      userMessage: { key: "opsReview.errors.integrationNotReady", values: { reasons } },
      details: { integration: refusals },
    },
  );
}
