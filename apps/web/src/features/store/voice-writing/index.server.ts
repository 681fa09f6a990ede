import "server-only";
// The public face of this feature for server code: what other features and app/ may import from it.

export { loadVoiceApp, VoiceWritingPage } from "./components/voice-writing-page";
