import type { TAppDetail } from "@store/domain/schemas/app";

/** schema.org SoftwareApplication for an app page's JSON-LD. */
export function appStructuredData(app: TAppDetail, pageUrl: string) {
  const absolute = (link: string | null) => (link ? new URL(link, pageUrl).toString() : undefined);
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: app.name,
    headline: app.title || undefined,
    description: app.description || app.title || undefined,
    url: pageUrl,
    image: absolute(app.lineupImage ?? app.logoImage),
    applicationCategory: "BusinessApplication",
    applicationSubCategory: app.categories.map((c) => c.name).join(", ") || undefined,
    operatingSystem: "Web",
    keywords: app.tags.map((tag) => tag.name).join(", ") || undefined,
    publisher: { "@type": "Organization", name: app.appProvider.name },
    offers:
      app.plan?.priceType === "free"
        ? { "@type": "Offer", price: "0", priceCurrency: "JPY", name: app.plan.name }
        : undefined,
  };
}

/** JSON for a <script> element: `<` escaped so no content can close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
