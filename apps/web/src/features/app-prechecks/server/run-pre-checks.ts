import "server-only";
import type { TDb } from "@store/db/client";
import { listPlanPriceTypes } from "@store/db/queries/taxonomy";
import { sanitizeRichText } from "@store/db/rich-text";
import { buildPreCheckReport, mergeFindings } from "@store/domain/pre-checks/build-report";
import { contentFindings } from "@store/domain/pre-checks/content-findings";
import type { TPreCheckDraft } from "@store/domain/pre-checks/draft-checks-input";
import { imageFindings } from "@store/domain/pre-checks/images";
import { linkFindings, linkRefs } from "@store/domain/pre-checks/links";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { config } from "@/server/config";
import type { TBlobStorage } from "@/server/storage/blob-storage";
import { mediaStorage } from "@/server/storage/media-storage";
import { checkLinks, LINK_CHECK_DEFAULTS, type TLinkCheckOptions } from "./check-links";
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

/**
 * Every pre-check of one version of a draft: the pure rules, the links' answers and the stored
 * images' facts. Network and file I/O only: run it outside any transaction (no row stays locked
 * while a slow site answers).
 */
export async function runPreChecks(
  db: TDb,
  draft: TPreCheckDraft & { version: number },
  deps: TPreCheckDeps = {},
): Promise<TPreCheckReport> {
  const [plans, links, stored] = await Promise.all([
    listPlanPriceTypes(db),
    checkLinks(
      linkRefs(draft).map((ref) => ref.url),
      deps.linkOptions ?? linkCheckOptions(),
    ),
    readStoredImages(deps.storage ?? mediaStorage(), draft.content),
  ]);
  const findings = mergeFindings(contentFindings(draft, { plans, sanitize: sanitizeRichText }), {
    links: linkFindings(draft, links),
    images: imageFindings(draft.content, stored),
  });
  return buildPreCheckReport({ draftVersion: draft.version, checkedAt: deps.now ?? new Date(), findings });
}
