import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

// Each area's catch-all page ([...missing]): a URL no page serves answers 404 with the area's
// own not-found screen inside the area's frame. Without them Next.js shows the root not-found,
// which renders in the root layout only, without any frame.

export async function missingPageMetadata(): Promise<Metadata> {
  const t = await getT("errors");
  return pageMetadata({ title: t("notFound.title") });
}

export function MissingPage(): never {
  notFound();
}
