"use client";

import { useT } from "@/i18n/use-t";

type TPath = (string | number)[];

/** The editor's label key (`appContent.fields.*`) of a field inside a list item. */
const ITEM_FIELDS: Record<string, Record<string, string>> = {
  usages: {
    title: "usageTitle",
    body: "usageBody",
    imageUrl: "usageImage",
    imageAltText: "imageAltText",
    embedUrl: "embedUrl",
  },
  images: { url: "imageUrl", caption: "imageCaption", altText: "imageAltText" },
  features: { title: "featureTitle", body: "featureBody", imageUrl: "featureImage", imageAltText: "imageAltText" },
  releases: { title: "releaseTitle", publishedAt: "releaseDate", url: "releaseUrl" },
};

/** The item of a list as the editor numbers it (`appContent.items.*`). */
const ITEM_NAMES: Record<string, string> = {
  usages: "usage",
  images: "image",
  features: "feature",
  releases: "release",
};

/** Fields of the nested objects (campaign, helps, connection table). */
const NESTED_FIELDS: Record<string, Record<string, string>> = {
  campaign: { benefits: "campaignBenefits", conditions: "campaignConditions" },
  idpHelp: { url: "idpHelpUrl", title: "idpHelpTitle" },
  suiteDataHelp: { url: "suiteDataHelpUrl", title: "suiteDataHelpTitle" },
  connection: { image: "connectionImage", note: "connectionNote" },
};

const CONNECTION_ITEM_FIELDS: Record<string, string> = { suite: "connectionSuite", targetService: "connectionTarget" };

/** A finding's field path named as the draft editor names it, in the viewer's language. */
export function useFieldLabel(): (path: TPath) => string {
  const tFields = useT("appContent.fields");
  const tItems = useT("appContent.items");
  const t = useT("preCheck");
  return (path) => {
    const [head, index, field, itemField] = path;
    const name = String(head);
    if (typeof index === "number" && ITEM_NAMES[name]) {
      const item = tItems(ITEM_NAMES[name], { number: index + 1 });
      if (field === undefined) return item;
      const key = field === "embedId" ? null : ITEM_FIELDS[name]?.[String(field)];
      return t("fieldIn", { item, field: key ? tFields(key) : t("embedId") });
    }
    if (name === "connection" && index === "plans") return tFields("connectionPlans");
    if (name === "connection" && typeof field === "number") {
      const item = tItems("connectionItem", { list: tFields(String(index)), number: field + 1 });
      const key = CONNECTION_ITEM_FIELDS[String(itemField)];
      return key ? t("fieldIn", { item, field: tFields(key) }) : item;
    }
    const nested = index === undefined ? undefined : NESTED_FIELDS[name]?.[String(index)];
    if (nested) return tFields(nested);
    return tFields(name);
  };
}
