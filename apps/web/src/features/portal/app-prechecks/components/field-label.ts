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

type TTranslate = (key: string, values?: Record<string, string | number>) => string;

/** The translators of the editor's field names (`appContent.fields`, `appContent.items`) and of `preCheck`. */
export type TFieldLabelMessages = { fields: TTranslate; items: TTranslate; preCheck: TTranslate };

/** A finding's field path named as the draft editor names it (`usages.2.title` → "Usage 3: Usage title"). */
export function labelOfPath(path: TPath, m: TFieldLabelMessages): string {
  const [head, index, field, itemField] = path;
  const name = String(head);
  if (typeof index === "number" && ITEM_NAMES[name]) {
    const item = m.items(ITEM_NAMES[name], { number: index + 1 });
    const key = ITEM_FIELDS[name]?.[String(field)];
    if (field === "embedId") return m.preCheck("fieldIn", { item, field: m.preCheck("embedId") });
    return key ? m.preCheck("fieldIn", { item, field: m.fields(key) }) : item;
  }
  if (name === "connection" && index === "plans") return m.fields("connectionPlans");
  if (name === "connection" && typeof field === "number") {
    const item = m.items("connectionItem", { list: m.fields(String(index)), number: field + 1 });
    const key = CONNECTION_ITEM_FIELDS[String(itemField)];
    return key ? m.preCheck("fieldIn", { item, field: m.fields(key) }) : item;
  }
  const nested = index === undefined ? undefined : NESTED_FIELDS[name]?.[String(index)];
  return m.fields(nested ?? name);
}

/** labelOfPath in the viewer's language. */
export function useFieldLabel(): (path: TPath) => string {
  const messages = { fields: useT("appContent.fields"), items: useT("appContent.items"), preCheck: useT("preCheck") };
  return (path) => labelOfPath(path, messages);
}
