import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { config } from "@/server/config";

export const DEFAULT_PAGE_IMAGE = "/img/og/home.svg";

export type TPageHead = {
  /** The page's own title; the store name is appended ('{page title} | store name'). */
  title?: string;
  description?: string;
  image?: string;
  /** SPEC §2: pages are not indexed unless they say so. */
  noIndex?: boolean;
};

/** SPEC §2 Page head: title, description, og tags, canonical (base URL + current path), robots. */
export async function pageMetadata(head: TPageHead = {}): Promise<Metadata> {
  const { BASE_URL, STORE_NAME, SUITE_NAME } = config();
  // next-intl directly rather than i18n/get-t: server/ sits beneath i18n/ and does not import it.
  const meta = await getTranslations("meta");
  const t = (key: string, values?: Record<string, string>) =>
    meta(key, { store: STORE_NAME, suite: SUITE_NAME, ...values });
  const pathname = (await headers()).get("x-pathname") ?? "/";
  const fullTitle = head.title ? `${head.title} | ${STORE_NAME}` : STORE_NAME;
  const description = head.description ?? t("defaultDescription");
  const image = head.image ?? DEFAULT_PAGE_IMAGE;
  const noIndex = head.noIndex ?? true;
  return {
    metadataBase: new URL(BASE_URL),
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: new URL(pathname, BASE_URL).toString() },
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: "website",
      siteName: STORE_NAME,
      title: fullTitle,
      description,
      url: new URL(pathname, BASE_URL).toString(),
      images: [{ url: image, alt: t("defaultImageAlt", { store: STORE_NAME }) }],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image] },
  };
}
