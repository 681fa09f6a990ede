import "server-only";
import type { Metadata } from "next";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

/** The head of every area's not-found screen: SPEC §2's not-found title. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getT("errors");
  return pageMetadata({ title: t("notFound.title") });
}
