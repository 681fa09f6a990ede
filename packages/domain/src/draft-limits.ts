// How much of the store one provider's drafts may hold (issue 25): open drafts of new apps, and how
// long such a draft keeps its app code without being saved.

/**
 * Open (unmerged) drafts of new apps one provider may have at once. A provider lists a handful of
 * apps; 50 leaves room for many parallel listings while a script cannot fill the store with them.
 * Drafts of existing apps are bounded by the apps (one open draft each) and do not count.
 */
export const MAX_OPEN_NEW_APP_DRAFTS = 50;

/**
 * A new app's draft holds its code while it waits for review, and while it is edited; once it has
 * sat editable and unsaved for this many days, another draft may take the code. The draft keeps
 * its content, and its next save takes the code again when no one else holds it (else that save is
 * refused at `code`, and the provider picks another).
 */
export const APP_CODE_RESERVATION_DAYS = 30;

/**
 * Rows per page of the provider's own lists (the own-app page, and GET …/draft_apps unless `limit`
 * says otherwise): a screen's worth, near the app list's 24 (SPEC §3).
 */
export const OWN_LIST_PER_PAGE = 20;

/** The latest last save of a draft whose code another draft may take now. */
export function codeReservationCutoff(now: Date): Date {
  return new Date(now.getTime() - APP_CODE_RESERVATION_DAYS * 24 * 60 * 60 * 1000);
}
