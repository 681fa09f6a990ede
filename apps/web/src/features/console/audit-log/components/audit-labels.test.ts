import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from "@store/domain/schemas/audit-event";
import { describe, expect, it } from "vitest";
import en from "../../../../../messages/en-us.json";
import { auditActionLabel, auditSubjectLabel, auditSubjectPath } from "./audit-labels";

/** A translator over the English messages of `opsAudit` that fails on a missing key. */
function t(key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en.opsAudit);
  if (typeof value !== "string") throw new Error(`no message opsAudit.${key}`);
  return value;
}

describe("audit labels", () => {
  it("have words for every action and every subject", () => {
    expect(AUDIT_ACTIONS.map((action) => auditActionLabel(t, action))).toContain("Changed an app's status");
    expect(new Set(AUDIT_ACTIONS.map((action) => auditActionLabel(t, action))).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_SUBJECTS.map((subject) => auditSubjectLabel(t, subject))).size).toBe(AUDIT_SUBJECTS.length);
  });

  it.each([
    ["app", "12", "/ops/apps/12"],
    ["draftApp", "7", "/ops/change_requests/7"],
    ["provider", "3", "/ops/providers/3"],
    ["special", "4", "/ops/editorial/specials/4"],
    ["pickupLink", "5", "/ops/editorial/pickups/5"],
    ["termsVersion", "6", "/ops/editorial/terms/6"],
    ["providerAnnouncement", "8", "/ops/editorial/announcements/8"],
    ["providerUser", "9", null],
    ["job", "10", null],
    ["app", "../12", null],
    ["app", "0", null],
  ] as const)("link a %s #%s to %s", (subject, id, path) => {
    expect(auditSubjectPath(subject, id)).toBe(path);
  });
});
