import "server-only";
import { revalidatePath } from "next/cache";

/**
 * Makes the public store show published changes at once (issue 11: approve, status changes,
 * editorial publishing). Route handlers call it after their transaction commits; services stay
 * callable outside a request. Public pages render per request today, so this drops only Next's
 * router cache; issue 12's tagged cache hangs its invalidation here.
 */
export function invalidatePublicStore(): void {
  revalidatePath("/", "layout");
}
