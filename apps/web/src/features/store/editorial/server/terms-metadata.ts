import "server-only";
import type { TTermsKind } from "@store/domain/enums";
import type { Metadata } from "next";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import type { TTermsPage } from "./load-terms-page";

/** The head of a terms page; a past version names its effective date in the title. */
export async function termsMetadata(kind: TTermsKind, page: TTermsPage | null): Promise<Metadata> {
  const t = await getT("terms");
  const name = t(`kinds.${kind}.name`);
  const viewing = page?.document.versions.find((v) => v.version === page.document.terms.version);
  if (!page || !viewing || viewing.latest) {
    return pageMetadata({ title: name, description: t(`kinds.${kind}.description`) });
  }
  const format = await getFormatter();
  const date = format.dateTime(new Date(viewing.effectiveAt), { dateStyle: "long" });
  return pageMetadata({
    title: t("pastTitle", { name, date }),
    description: t("pastDescription", { name, date }),
  });
}
