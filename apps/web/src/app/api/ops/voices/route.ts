import { ZVoiceModerationPage, ZVoiceModerationQuery } from "@store/domain/schemas/voice-moderation";
import { listModerationVoices } from "@/features/console/voice-moderation/server/list-moderation-voices";
import { route } from "@/server/http/route";

/** The moderation of user voices: one tab (the queue unless asked), a page of 20, and every tab's count. */
export const GET = route(
  {
    summary: "Lists user voices for moderation: the queue (pending and reported, oldest first) or a tab of decisions",
    description:
      "`view` is `queue` (pending and reported voices, the longest waiting first), `published`, `rejected` or `taken_down` (the latest decision first); `page` is 1-based, 20 a page. Each voice carries its app and provider, the author's name and company (operators see them whatever the author chose to show publicly), the automatic checks' findings and the newest reports. Values the list cannot use are ignored.",
    tags: ["Operator"],
    auth: "operator",
    query: ZVoiceModerationQuery,
    answers: [
      { status: 200, description: "A page of the tab, with the counts of all tabs.", schema: ZVoiceModerationPage },
    ],
  },
  ({ db, query }) => listModerationVoices(db, query),
);
