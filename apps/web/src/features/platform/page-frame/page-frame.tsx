import type { ReactNode } from "react";
import { SiteFooter, type TFooterVariant } from "./site-footer";

/** The main landmark and the footer variant of one page (SPEC §2 Footer). */
export function PageFrame({
  children,
  footer = "default",
  hideContactArea = false,
}: {
  children: ReactNode;
  footer?: TFooterVariant;
  hideContactArea?: boolean;
}) {
  return (
    <>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter variant={footer} hideContactArea={hideContactArea} />
    </>
  );
}
