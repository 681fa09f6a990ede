import { count, eq, inArray, sql, sum } from "drizzle-orm";
import { selectRows, type TDb } from "../client";
import { apps } from "../schema/apps";
import { draftApps } from "../schema/drafts";
import { campaigns, cases, links, specials } from "../schema/editorial";
import { mediaUploads } from "../schema/media-uploads";

/** Records a provider's upload, or restarts its grace period when the same bytes come again. */
export async function recordMediaUpload(
  db: TDb,
  params: { appProviderId: number; name: string; bytes: number; now: Date },
): Promise<void> {
  await db
    .insert(mediaUploads)
    .values({ appProviderId: params.appProviderId, name: params.name, bytes: params.bytes, uploadedAt: params.now })
    .onConflictDoUpdate({
      target: [mediaUploads.appProviderId, mediaUploads.name],
      set: { uploadedAt: params.now },
    });
}

/** What a provider's uploads weigh against the quota: how many, and their stored bytes. */
export async function mediaUsageOf(db: TDb, appProviderId: number): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: count(), bytes: sum(mediaUploads.bytes) })
    .from(mediaUploads)
    .where(eq(mediaUploads.appProviderId, appProviderId));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Whether a text column or JSON document names the stored file (its WebP twin starts with the same name). */
const names = (column: unknown) => sql`${column}::text like '%/media/' || ${mediaUploads.name} || '%'`;

/**
 * Deletes the uploads older than `uploadedBefore` that nothing names: no draft, no app (its
 * content, logo or lineup image), no editorial item. Answers the names no provider holds any
 * more, whose files may go.
 */
export async function deleteUnusedMediaUploads(db: TDb, params: { uploadedBefore: Date }): Promise<string[]> {
  return db.transaction(async (tx) => {
    const usedBy = [
      sql`select 1 from ${draftApps} where ${names(draftApps.content)}`,
      sql`select 1 from ${apps} where ${names(apps.content)} or ${names(apps.logoImage)} or ${names(apps.lineupImage)}`,
      sql`select 1 from ${links} where ${names(links.imageUrl)}`,
      sql`select 1 from ${specials} where ${names(specials.heroImageUrl)}`,
      sql`select 1 from ${campaigns} where ${names(campaigns.imageUrl)}`,
      sql`select 1 from ${cases} where ${names(cases.imageUrl)}`,
    ];
    const deleted = await selectRows<{ name: string }>(
      tx,
      sql`delete from ${mediaUploads}
          where ${mediaUploads.uploadedAt} < ${params.uploadedBefore.toISOString()}::timestamptz
            and not exists (${sql.join(usedBy, sql` union all `)})
          returning ${mediaUploads.name} as name`,
    );
    const gone = [...new Set(deleted.map((row) => row.name))];
    if (gone.length === 0) return [];
    const stillHeld = await tx
      .selectDistinct({ name: mediaUploads.name })
      .from(mediaUploads)
      .where(inArray(mediaUploads.name, gone));
    const held = new Set(stillHeld.map((row) => row.name));
    return gone.filter((name) => !held.has(name));
  });
}
