import { VoiceModerationLoading } from "@/features/console/voice-moderation/components/voice-moderation-loading";

export default function Loading() {
  return <VoiceModerationLoading />;
}
