import type { ReactNode } from "react";
import { StoreFrame } from "@/app/_shell/store-frame";

/** Every app-store page (SPEC §2: any path outside the developer area) shares the store's frame. */
export default function StoreLayout({ children }: { children: ReactNode }) {
  return <StoreFrame>{children}</StoreFrame>;
}
