import { ZAppCodeParams } from "@store/domain/schemas/app";
import { ZHelpfulVoiceIds } from "@store/domain/schemas/voice-feedback";
import { listHelpfulVoices } from "@/features/store/voice-feedback/server/list-helpful-voices";
import { route } from "@/server/http/route";

export const GET = route(
  {
    summary: "The published user voices of an app the caller found helpful",
    description: "Ids of the app's published voices the signed-in user has marked helpful, lowest first.",
    tags: ["Catalog"],
    auth: "tenantUser",
    params: ZAppCodeParams,
    answers: [{ status: 200, description: "The voices' ids.", schema: ZHelpfulVoiceIds }],
    errors: ["NOT_FOUND"],
  },
  ({ db, params, principal }) => listHelpfulVoices(db, { code: params.code, suiteUserId: principal.user.id }),
);
