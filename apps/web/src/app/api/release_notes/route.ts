import { readReleaseNotes } from "@/features/release-notes/read-release-notes";
import { route } from "@/server/route";

export const GET = route({}, () => readReleaseNotes());
