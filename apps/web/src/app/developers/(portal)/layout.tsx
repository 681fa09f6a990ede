import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DeveloperFrame } from "@/features/portal/developer-portal/components/developer-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developerArea.frame");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** SPEC §2 Developer area: its own frame, never the store's (no store header, dialogs or analytics). */
export default function DevelopersLayout({ children }: { children: ReactNode }) {
  return <DeveloperFrame>{children}</DeveloperFrame>;
}
