import type { TAppConnection, TAppFeature, TAppImage, TAppUsage } from "@store/domain/schemas/app";
import { emptyAppContent, type TAppContent, ZAppContent } from "@store/domain/schemas/app-content";
import { eq, inArray } from "drizzle-orm";
import type { TDb } from "../client";
import { appContentColumns, writeAppContent } from "../queries/app-content";
import { apps } from "../schema/apps";
import { tags } from "../schema/taxonomy";
import { userVoices } from "../schema/voices";

type TAppInsert = typeof apps.$inferInsert;

/** The store's own facts of an app (not content), as a seed may set them. */
type TSeedStoreColumns = Partial<
  Pick<
    TAppInsert,
    | "status"
    | "oauthClientId"
    | "installable"
    | "uninstallable"
    | "suiteDataIntegrationOnly"
    | "suiteOptionTypes"
    | "isSuiteOptionWithSubscription"
    | "suiteIdpUrl"
    | "suiteDataUrl"
    | "supportedSuiteOptions"
    | "featuredPosition"
    | "publishedAt"
    | "createdAt"
    | "updatedAt"
  >
>;

type TContentScalars = Omit<
  TAppContent,
  "usages" | "images" | "features" | "connection" | "releases" | "categoryIds" | "tagIds"
>;

/**
 * An app as tests and the demo catalog write it: flat, every content field optional but the name,
 * code and integration type, lists without item ids, tags by name.
 */
export type TSeedAppInput = Partial<TContentScalars> &
  Pick<TContentScalars, "code" | "name" | "integrationType"> &
  TSeedContentLists &
  TSeedStoreColumns & {
    appProviderId: number;
    categoryIds?: number[];
    tagNames?: string[];
    voices?: TSeedVoice[];
  };

type TVoiceInsert = typeof userVoices.$inferInsert;

/**
 * A voice as the seeds write it: published when it has a publication date (unless a status says
 * otherwise); the rest as the author and the moderation would have left it.
 */
export type TSeedVoice = Pick<TVoiceInsert, "authorName" | "body"> & { publishedAt: Date | null } & Partial<
    Pick<
      TVoiceInsert,
      | "title"
      | "rating"
      | "locale"
      | "status"
      | "tenantId"
      | "suiteUserId"
      | "showCompany"
      | "showName"
      | "companySize"
      | "industry"
      | "replyText"
      | "replyAt"
      | "createdAt"
    >
  >;

function voiceRow(appId: number, voice: TSeedVoice): TVoiceInsert {
  return {
    ...voice,
    appId,
    status: voice.status ?? (voice.publishedAt ? "published" : "pending"),
    createdAt: voice.createdAt ?? voice.publishedAt ?? undefined,
    updatedAt: voice.publishedAt ?? undefined,
  };
}

/**
 * Creates one app with its voices and writes its content through the one writer (categories, tags,
 * releases, search text, sanitised rich text), as an approved change request would.
 */
export async function seedApp(db: TDb, input: TSeedAppInput) {
  const {
    appProviderId,
    categoryIds = [],
    tagNames = [],
    voices = [],
    usages,
    images,
    features,
    connection,
    releases,
    status = "published",
    oauthClientId,
    installable,
    uninstallable,
    suiteDataIntegrationOnly,
    suiteOptionTypes,
    isSuiteOptionWithSubscription,
    suiteIdpUrl,
    suiteDataUrl,
    supportedSuiteOptions,
    featuredPosition,
    publishedAt = status === "draft" ? null : new Date("2024-04-01T00:00:00+09:00"),
    createdAt,
    updatedAt,
    ...scalars
  } = input;
  const tagIds = tagNames.length ? await ensureTags(db, tagNames) : [];
  const content = ZAppContent.parse({
    ...emptyAppContent(),
    logoImage: `/img/apps/${input.code}/logo.svg`,
    lineupImage: `/img/apps/${input.code}/lineup.svg`,
    // A field given as undefined keeps its default, as a column default did.
    ...Object.fromEntries(Object.entries(scalars).filter(([, value]) => value !== undefined)),
    categoryIds,
    tagIds,
    ...contentLists({ usages, images, features, connection, releases }),
  });
  const [app] = await db
    .insert(apps)
    .values({
      ...appContentColumns(content),
      appProviderId,
      status,
      oauthClientId,
      installable,
      uninstallable,
      suiteDataIntegrationOnly,
      suiteOptionTypes,
      isSuiteOptionWithSubscription,
      suiteIdpUrl,
      suiteDataUrl,
      supportedSuiteOptions,
      featuredPosition,
      publishedAt,
      createdAt,
      updatedAt,
    })
    .returning();
  if (!app) throw new Error("app insert returned nothing");
  const written = await writeAppContent(db, { appId: app.id, content, updatedAt: app.updatedAt });
  if (voices.length) await db.insert(userVoices).values(voices.map((voice) => voiceRow(app.id, voice)));
  const [row] = await db.select().from(apps).where(eq(apps.id, app.id));
  if (!row) throw new Error("seeded app vanished");
  return { ...row, content: written };
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
