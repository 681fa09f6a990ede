import type { TAppStatus } from "./enums";

// DOMAIN.md "Apps": only operators change an app's status, along this table, each change with a
// reason kept in the audit log. `draft` is never public; `upcoming` is listed as coming soon;
// `published` is listed and actionable; `discontinued` keeps its page but leaves the lists;
// `archived` is gone from the store and may only be brought back as a draft.

export const APP_STATUS_TRANSITIONS: Record<TAppStatus, readonly TAppStatus[]> = {
  draft: ["upcoming", "published", "archived"],
  upcoming: ["draft", "published", "archived"],
  published: ["discontinued", "archived"],
  discontinued: ["published", "archived"],
  archived: ["draft"],
};

/** Whether an operator may move an app from one status to another (never to the same one). */
export function canChangeAppStatus(from: TAppStatus, to: TAppStatus): boolean {
  return APP_STATUS_TRANSITIONS[from].includes(to);
}
