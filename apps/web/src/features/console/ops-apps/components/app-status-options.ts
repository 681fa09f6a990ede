import { APP_STATUS_TRANSITIONS } from "@store/domain/app-status";
import { APP_STATUSES, type TAppStatus, VISIBLE_APP_STATUSES } from "@store/domain/enums";

// What the console offers for an app's status: exactly the moves of the domain's table.

/** The statuses an operator may move an app to from `current`, in the store's status order. */
export function statusChangeOptions(current: TAppStatus): TAppStatus[] {
  const allowed = APP_STATUS_TRANSITIONS[current];
  return APP_STATUSES.filter((status) => allowed.includes(status));
}

/** The app's public page, when the public store shows one (upcoming, published, discontinued). */
export function publicAppPath(app: { code: string; status: TAppStatus }): string | null {
  const visible: readonly TAppStatus[] = VISIBLE_APP_STATUSES;
  return visible.includes(app.status) ? `/apps/${encodeURIComponent(app.code)}` : null;
}
