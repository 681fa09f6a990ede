import type { Metadata } from "next";
import type { ReactNode } from "react";
import { StoreFrame } from "@/app/_shell/store-frame";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ noIndex: true });
}

/**
 * SPEC §2 developer previews: the page exactly as the store shows it, so in the store's frame, not
 * the developer area's. StoreFrame adds no analytics here (not an app-store page, and a preview).
 */
export default function DeveloperPreviewLayout({ children }: { children: ReactNode }) {
  return <StoreFrame>{children}</StoreFrame>;
}
