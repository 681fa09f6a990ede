import type { TSessionUser } from "@store/domain/schemas/tenant";
import { COOKIE_PREFIX } from "@/client/storage/cookies";

// SPEC §7 tracking, as plain functions over the page's queues so they are testable without a
// browser: the tag manager reads `dataLayer`, the customer-experience tool reads CX_QUEUE.

/** The global array the customer-experience tool's snippet reads. */
export const CX_QUEUE = "hrstoreCx";

type TStorage = Pick<Storage, "getItem" | "setItem">;

export function memberLoginStorageKey(userId: string): string {
  return `${COOKIE_PREFIX}member_login_sent:${userId}`;
}

/**
 * The tag-manager event member_login, once per user in this browser (not once per page or tab).
 * Returns whether it was sent now.
 */
export function sendMemberLoginOnce(userId: string, storage: TStorage, dataLayer: unknown[]): boolean {
  const key = memberLoginStorageKey(userId);
  try {
    if (storage.getItem(key)) return false;
    storage.setItem(key, new Date().toISOString());
  } catch {
    // Storage may be unavailable (private mode): better one event per page than none.
  }
  dataLayer.push({ event: "member_login", user_id: userId });
  return true;
}

export type TCxIdentity = {
  tenantSubdomain: string | null;
  tenantId: string | null;
  userId: string;
  admin: boolean;
  email: string;
};

export function cxIdentity(user: TSessionUser): TCxIdentity {
  return {
    tenantSubdomain: user.currentTenant?.subdomain ?? null,
    tenantId: user.currentTenant?.id ?? null,
    userId: user.id,
    admin: user.admin,
    email: user.email,
  };
}

export type TCxCommand = ["init", { key: string }] | ["identify", TCxIdentity] | ["view", { path: string }];

export function pushCx(queue: unknown[], command: TCxCommand): void {
  queue.push(command);
}
