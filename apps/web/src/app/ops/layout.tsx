import type { Metadata } from "next";
import type { ReactNode } from "react";
import { OperatorFrame } from "@/features/console/operator/components/operator-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsArea.frame");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** The operator area (ARCHITECTURE.md): its own frame, noIndex, no store analytics. */
export default function OpsLayout({ children }: { children: ReactNode }) {
  return <OperatorFrame>{children}</OperatorFrame>;
}
