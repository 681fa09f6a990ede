// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { countVoiceQueue } from "./server/count-voice-queue";
export { voiceAuthorMailJob, voiceProviderMailJob } from "./server/voice-moderation-jobs";
