import type { TDb } from "../client";
import { sanitizeRichText } from "../rich-text";
import { refreshAppSearchText } from "../queries/search-text";
import { appCategories, appReleases, appTags, apps, userVoices } from "../schema/apps";
import { tags } from "../schema/taxonomy";
import { inArray } from "drizzle-orm";
import type { TAppConnection, TAppFeature, TAppImage, TAppUsage } from "@store/domain/schemas/app";
import type { TAppContent } from "@store/domain/schemas/app-content";

type TAppInsert = typeof apps.$inferInsert;

export type TSeedAppInput = Omit<TAppInsert, "id" | "searchText" | "code" | "name" | "integrationType"> & {
  code: string;
  name: string;
  integrationType: TAppInsert["integrationType"];
  appProviderId: number;
  categoryIds?: number[];
  tagNames?: string[];
  releases?: { title: string; url: string | null; publishedAt: Date }[];
  voices?: { authorName: string; body: string; publishedAt: Date | null }[];
};

/**
 * Creates one app with its categories, tags, releases and voices, and indexes it for search. The
 * body is sanitised here, as every write of rich text is (rich-text.ts).
 */
export async function seedApp(db: TDb, input: TSeedAppInput) {
  const { categoryIds = [], tagNames = [], releases = [], voices = [], ...columns } = input;
  const [app] = await db
    .insert(apps)
    .values({
      status: "published",
      publishedAt: columns.status === "draft" ? null : new Date("2024-04-01T00:00:00+09:00"),
      logoImage: `/img/apps/${columns.code}/logo.svg`,
      lineupImage: `/img/apps/${columns.code}/lineup.svg`,
      ...columns,
      body: sanitizeRichText(columns.body ?? ""),
    })
    .returning();
  if (!app) throw new Error("app insert returned nothing");
  if (categoryIds.length) {
    await db.insert(appCategories).values(categoryIds.map((categoryId) => ({ appId: app.id, categoryId })));
  }
  if (tagNames.length) {
    const tagIds = await ensureTags(db, tagNames);
    await db.insert(appTags).values(tagIds.map((tagId) => ({ appId: app.id, tagId })));
  }
  if (releases.length) await db.insert(appReleases).values(releases.map((r) => ({ ...r, appId: app.id })));
  if (voices.length) await db.insert(userVoices).values(voices.map((v) => ({ ...v, appId: app.id })));
  await refreshAppSearchText(db, [app.id]);
  return app;
}

export async function ensureTags(db: TDb, names: string[]): Promise<number[]> {
  const unique = [...new Set(names)];
  await db
    .insert(tags)
    .values(unique.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.name, unique));
  return unique.map((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`tag ${name} missing after insert`);
    return row.id;
  });
}

/** The lists of a seed's app as tests and demo data write them: items without ids, dates as dates. */
export type TSeedContentLists = {
  usages?: readonly TAppUsage[];
  images?: readonly TAppImage[];
  features?: readonly TAppFeature[];
  connection?: TAppConnection | null;
  releases?: readonly { title: string; url: string | null; publishedAt: Date }[];
};

/** Seed lists as content lists: items numbered 1..n in their order, as a provider's first save numbers them. */
export function contentLists(
  input: TSeedContentLists,
): Pick<TAppContent, "usages" | "images" | "features" | "connection" | "releases"> {
  const numbered = <T>(items: readonly T[]) => items.map((item, i) => ({ ...item, id: i + 1 }));
  const connection = input.connection ?? null;
  return {
    usages: numbered(input.usages ?? []).map((u) => ({ ...u, imageAltText: u.imageAltText ?? "" })),
    images: numbered(input.images ?? []),
    // Typed suite features are the store's supportedSuiteOptions, not content.
    features: numbered((input.features ?? []).flatMap((f) => ("title" in f ? [f] : []))),
    connection: connection && {
      ...connection,
      basicItems: numbered(connection.basicItems),
      groupItems: numbered(connection.groupItems),
      customItems: numbered(connection.customItems),
    },
    releases: numbered(input.releases ?? []).map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
  };
}
