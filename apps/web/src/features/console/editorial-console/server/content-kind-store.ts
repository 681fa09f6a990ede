import "server-only";
import {
  deleteEditorialItem,
  insertEditorialItem,
  setEditorialPublishedAt,
  updateEditorialItem,
} from "@store/db/queries/editorial-items";
import type { TEditorialContentKind, TEditorialItem } from "@store/domain/schemas/editorial";
import { EDITORIAL_KIND_SPECS } from "../editorial-kinds";
import {
  editorialNotFound,
  readEditorialItem,
  type TAnyEditorialInput,
  toEditorialValues,
} from "./editorial-item-answer";
import type { TEditorialStore } from "./editorial-store";

export type TContentKindStore = TEditorialStore<TEditorialItem, TAnyEditorialInput, TEditorialItem>;

function storeOf(kind: TEditorialContentKind): TContentKindStore {
  const reread = async (db: Parameters<typeof readEditorialItem>[0], id: number) => {
    const item = await readEditorialItem(db, kind, id);
    if (!item) throw new Error(`${kind} ${id} vanished after its write`);
    return item;
  };
  return {
    subject: EDITORIAL_KIND_SPECS[kind].subject,
    notFound: (id) => editorialNotFound(kind, id),
    find: (db, id, options) => readEditorialItem(db, kind, id, options),
    insert: async (db, input) => reread(db, await insertEditorialItem(db, { kind, ...toEditorialValues(kind, input) })),
    update: async (db, before, input) => {
      await updateEditorialItem(db, { kind, id: before.id, ...toEditorialValues(kind, input) });
      return (await readEditorialItem(db, kind, before.id)) ?? before;
    },
    setPublishedAt: async (db, before, publishedAt) => {
      await setEditorialPublishedAt(db, { kind, id: before.id, publishedAt });
      return (await readEditorialItem(db, kind, before.id)) ?? before;
    },
    remove: async (db, before) => {
      await deleteEditorialItem(db, { kind, id: before.id });
    },
    // The console's item is already the answer: its fields, publication time and position.
    answer: (_db, item) => item,
    audited: (item, change) => (change === "content" ? item : { publishedAt: item.publishedAt }),
  };
}

const STORES = new Map<TEditorialContentKind, TContentKindStore>();

/** The store of a content kind (specials, campaigns, cases, news, pick-ups, top links). */
export function contentKindStore(kind: TEditorialContentKind): TContentKindStore {
  let store = STORES.get(kind);
  if (!store) {
    store = storeOf(kind);
    STORES.set(kind, store);
  }
  return store;
}
