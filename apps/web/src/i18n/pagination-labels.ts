import "server-only";
import type { TPaginationLabels } from "@/ui/pagination-nav";
import { getT } from "./get-t";

/** The texts of the pagination block (ui/pagination-nav) in the request's language. */
export async function paginationLabels(): Promise<TPaginationLabels> {
  const t = await getT("catalog.pagination");
  return { previous: t("previous"), next: t("next"), page: (page) => t("page", { page }) };
}
