import "server-only";
import { revalidatePath } from "next/cache";
import { invalidatePublicReads } from "./public-reads";

/**
 * Makes the public store show published changes at once (issue 11: approve, status changes,
 * editorial publishing; issue 12: the tagged cache of public reads, see public-reads.ts). Route
 * handlers call it after their transaction commits, naming what changed (public-tags.ts); services
 * stay callable outside a request. Tests of route handlers replace this module.
 */
export async function invalidatePublicStore(tags: readonly string[]): Promise<void> {
  await invalidatePublicReads(tags);
  revalidatePath("/", "layout");
}
