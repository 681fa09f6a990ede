import { ZVoiceModerationQuery } from "@store/domain/schemas/voice-moderation";
import type { Metadata } from "next";
import { OpsClientMessages } from "@/features/console/operator/components/ops-client-messages";
import { VoiceModerationView } from "@/features/console/voice-moderation/components/voice-moderation-view";
import { listModerationVoices } from "@/features/console/voice-moderation/server/list-moderation-voices";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("ops.voices");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** The moderation of user voices: the queue, and what was published, rejected or taken down. */
export default page({ auth: "operator", query: ZVoiceModerationQuery }, async ({ query }) => {
  const list = await listModerationVoices(await getDb(), query);
  return (
    <OpsClientMessages namespaces={["ops.voices.actions"]}>
      <VoiceModerationView list={list} />
    </OpsClientMessages>
  );
});
