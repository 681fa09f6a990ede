import "server-only";
import type { TDb } from "@store/db/client";
import { listPlanPriceTypes } from "@store/db/queries/taxonomy";
import { removedMarkup } from "@store/db/rich-text";
import { buildPreCheckReport, mergeFindings } from "@store/domain/pre-checks/build-report";
import { contentFindings } from "@store/domain/pre-checks/content-findings";
import type { TFindingsByRule, TPreCheckDraft } from "@store/domain/pre-checks/draft-checks-input";
import { imageFindings } from "@store/domain/pre-checks/images";
import { integrationFindings } from "@store/domain/pre-checks/integration";
import { linkFindings, linksNotCheckedFindings, linksToCheck } from "@store/domain/pre-checks/links";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { config } from "@/server/config";
import type { TBlobStorage } from "@/server/storage/blob-storage";
import { mediaStorage } from "@/server/storage/media-storage";
import { checkLinks, LINK_CHECK_DEFAULTS, type TLinkCheckOptions } from "./check-links";
import { readIntegrationFacts } from "./integration-facts";
import { readStoredImages } from "./read-stored-images";

export type TPreCheckDeps = {
  now?: Date;
  storage?: TBlobStorage;
  linkOptions?: TLinkCheckOptions;
};

/** The link checker's settings: the defaults, and the private hosts the configuration allows. */
export function linkCheckOptions(): TLinkCheckOptions {
  return { ...LINK_CHECK_DEFAULTS, allowedHosts: new Set(config().LINK_CHECK_ALLOWED_HOSTS) };
}

/** Whether a rule that needs no network already refuses the draft. */
function anyFailed(findings: TFindingsByRule): boolean {
  return Object.values(findings).some((list) => list.some((finding) => finding.outcome === "failed"));
}

/**
 * The links' findings, fetched last and only when worth it: never beyond MAX_CHECKED_LINKS (refused
 * at the field, whatever else fails), and not while a rule that needs no I/O (required fields,
 * text limits, embeds, plans, markup) fails.
 */
async function linkCheckFindings(draft: TPreCheckDraft, cheap: TFindingsByRule, deps: TPreCheckDeps) {
  const toCheck = linksToCheck(draft);
  if ("tooMany" in toCheck) return [toCheck.tooMany];
  if (anyFailed(cheap)) return linksNotCheckedFindings(draft);
  return linkFindings(draft, await checkLinks(toCheck.urls, deps.linkOptions ?? linkCheckOptions()));
}

/**
 * Every pre-check of one version of a draft: the pure rules, the stored images' facts, then the
 * links' answers. Network and file I/O only: run it outside any transaction (no row stays locked
 * while a slow site answers).
 */
export async function runPreChecks(
  db: TDb,
  draft: TPreCheckDraft & { version: number; appProviderId: number; appId: number | null },
  deps: TPreCheckDeps = {},
): Promise<TPreCheckReport> {
  const [plans, stored, facts] = await Promise.all([
    listPlanPriceTypes(db),
    readStoredImages(deps.storage ?? mediaStorage(), draft.content),
    readIntegrationFacts(db, draft),
  ]);
  const cheap = mergeFindings(contentFindings(draft, { plans, removedMarkup }), {
    integration: integrationFindings(draft.content, facts),
  });
  const images = imageFindings(draft.content, stored);
  const links = await linkCheckFindings(draft, cheap, deps);
  const findings = mergeFindings(cheap, { links, images });
  return buildPreCheckReport({ draftVersion: draft.version, checkedAt: deps.now ?? new Date(), findings });
}
