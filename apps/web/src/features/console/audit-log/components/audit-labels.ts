import type { TAuditAction, TAuditSubject } from "@store/domain/schemas/audit-event";
import {
  changeRequestPath,
  editEditorialPath,
  opsAppPath,
  opsProviderPath,
  type TEditorialKind,
} from "@/paths/ops-paths";

// The words and links of audit rows, shared by every console page that shows an app's, a
// provider's or anything's history (each passes a translator of the `opsAudit` namespace).

type TTranslate = (key: string, values?: Record<string, string | number>) => string;

/** An action in words: `opsAudit.actions.<action>` (actions are dotted, so the keys nest). */
export function auditActionLabel(t: TTranslate, action: TAuditAction): string {
  return t(`actions.${action}`);
}

/** A subject kind in words: `opsAudit.subjects.<subject>`. */
export function auditSubjectLabel(t: TTranslate, subjectType: TAuditSubject): string {
  return t(`subjects.${subjectType}`);
}

const EDITORIAL_KIND_OF: Partial<Record<TAuditSubject, TEditorialKind>> = {
  special: "specials",
  campaign: "campaigns",
  case: "cases",
  news: "news",
  pickupLink: "pickups",
  topLink: "top_links",
  termsVersion: "terms",
  providerAnnouncement: "announcements",
};

/** The console page of an audit row's subject, or null where it has none (a provider user, a job). */
export function auditSubjectPath(subjectType: TAuditSubject, subjectId: string): string | null {
  if (!/^[1-9][0-9]{0,9}$/.test(subjectId)) return null;
  const id = Number(subjectId);
  if (subjectType === "app") return opsAppPath(id);
  if (subjectType === "draftApp") return changeRequestPath(id);
  if (subjectType === "provider") return opsProviderPath(id);
  const kind = EDITORIAL_KIND_OF[subjectType];
  return kind ? editEditorialPath(kind, id) : null;
}
