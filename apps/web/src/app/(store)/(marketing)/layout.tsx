import type { ReactNode } from "react";
// SPEC §2: the extra stylesheet of /about and /partner; importing it here keeps it off every other page.
import "./marketing.css";

export default function MarketingLayout({ children }: { children: ReactNode }) {
  return children;
}
