import "server-only";
import { getT } from "@/i18n/get-t";
import { publicConfig } from "@/server/public/public-config";
import { FooterView, type TFooterVariant } from "./footer-view";

export type { TFooterVariant } from "./footer-view";

/** SPEC §2 Footer of a page, rendered on the server (issue 12: no footer code in the first load). */
export async function SiteFooter({
  variant = "default",
  hideContactArea = false,
}: {
  variant?: TFooterVariant;
  hideContactArea?: boolean;
}) {
  const t = await getT("footer");
  return <FooterView t={t} links={publicConfig().links} variant={variant} hideContactArea={hideContactArea} />;
}
