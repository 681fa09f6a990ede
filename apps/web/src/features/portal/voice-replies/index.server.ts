// The public server side of this feature: what other features and routes may import from it (server-only).
import "server-only";

export { readProviderVoices } from "./server/provider-voices";
export { removeVoiceReply, replyToVoice } from "./server/voice-reply";
export { ProviderVoicesView } from "./components/provider-voices-view";
