// The public face of this feature: what other features may import from it.

export { VoiceFeedback } from "./components/voice-feedback";
export { VoiceReportDialog } from "./components/voice-report-dialog";
