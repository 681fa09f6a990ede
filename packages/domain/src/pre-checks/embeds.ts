// Embeds must resolve to the player the public page shows (app-detail.ts embedUrlOf; the overview
// video is a YouTube id).
import { embedUrlOf } from "../app-detail";
import type { TAppContent } from "../schemas/app-content";
import type { TPreCheckFinding } from "../schemas/pre-check";
import { failed } from "./draft-checks-input";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Usages whose id gives no player, and an overview video id that is not a YouTube id. */
export function embedFindings(content: TAppContent): TPreCheckFinding[] {
  const findings: TPreCheckFinding[] = [];
  content.usages.forEach((usage, i) => {
    const id = usage.embedId?.trim();
    // A missing id is a submission issue (embedMissing), listed once.
    if (usage.embedType === "image" || !id) return;
    if (embedUrlOf(usage.embedType, id) === null)
      findings.push(failed(["usages", i, "embedId"], "embedUnresolvable", { id, embedType: usage.embedType }));
  });
  const videoId = content.videoId?.trim();
  if (videoId && !YOUTUBE_ID.test(videoId)) findings.push(failed(["videoId"], "videoIdUnresolvable", { id: videoId }));
  return findings;
}
