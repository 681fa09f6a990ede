import "server-only";
import { AppError } from "@store/domain/errors";
import { z } from "zod";
import { config } from "@/server/config";

/** One of the suite's release notes, as the header's panel shows it. */
export const ZReleaseNote = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  publishedAt: z.string(),
  url: z.url(),
});
export type TReleaseNote = z.infer<typeof ZReleaseNote>;

const ZSuiteReleaseNotes = z.object({ releaseNotes: z.array(ZReleaseNote) });

/** The suite answers within this, or the panel says to try again later (SPEC §8). */
export const RELEASE_NOTES_TIMEOUT_MS = 3000;

/**
 * The suite's release notes, read from the parent service server-side. A slow, failing or
 * malformed answer is UNAVAILABLE (503): the panel then shows SPEC §8's 'try again later'.
 */
export async function readReleaseNotes(fetchImpl: typeof fetch = fetch): Promise<{ releaseNotes: TReleaseNote[] }> {
  const url = new URL("/api/v1/release_notes", config().SUITE_URL);
  try {
    const response = await fetchImpl(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(RELEASE_NOTES_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the suite answered ${response.status}`);
    return ZSuiteReleaseNotes.parse(await response.json());
  } catch (error) {
    throw new AppError("UNAVAILABLE", `release notes could not be loaded: ${(error as Error).message}`);
  }
}
