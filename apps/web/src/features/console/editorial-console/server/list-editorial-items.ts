import "server-only";
import type { TDb } from "@store/db/client";
import { findEditorialAppChoices, findEditorialItems } from "@store/db/queries/editorial-items";
import type { TEditorialContentKind, TEditorialListItem } from "@store/domain/schemas/editorial";

/** /ops/editorial/{kind}: every item of the kind, published or not, in the public order. */
export async function listEditorialItems(db: TDb, kind: TEditorialContentKind): Promise<TEditorialListItem[]> {
  const rows = await findEditorialItems(db, { kind });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    ...(row.startsAt ? { startsAt: row.startsAt.toISOString() } : {}),
    ...(row.endsAt ? { endsAt: row.endsAt.toISOString() } : {}),
    ...(row.position !== undefined ? { position: row.position } : {}),
  }));
}

/** The apps the form's picker offers. */
/** An app an editorial item can point to, as the console's app picker lists it. */
export type TAppChoice = { id: number; name: string; code: string; status: string };

export async function listAppChoices(db: TDb): Promise<TAppChoice[]> {
  return findEditorialAppChoices(db);
}
