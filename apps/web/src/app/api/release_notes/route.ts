import { z } from "zod";
import { readReleaseNotes, ZReleaseNote } from "@/features/store/release-notes/read-release-notes";
import { route } from "@/server/http/route";

export const GET = route(
  {
    summary: "The parent service's release notes, newest first, for the header's panel (SPEC §2)",
    description: "Read from the parent service with a 3 s timeout; 503 when it fails or is slower (SPEC §8).",
    tags: ["System"],
    answers: [
      { status: 200, description: "The release notes.", schema: z.object({ releaseNotes: z.array(ZReleaseNote) }) },
    ],
  },
  () => readReleaseNotes(),
);
