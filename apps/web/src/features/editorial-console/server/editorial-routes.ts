import "server-only";
import { AppError } from "@store/domain/errors";
import {
  EDITORIAL_CONTENT_KINDS,
  EDITORIAL_INPUT_SCHEMAS,
  ORDERED_EDITORIAL_KINDS,
  type TEditorialContentKind,
  ZEditorialItemParams,
  ZEditorialKindParams,
  ZEditorialMove,
  ZEditorialPublication,
} from "@store/domain/schemas/editorial";
import { NextResponse, type NextRequest } from "next/server";
import type { ZodObject } from "zod";
import { invalidatePublicStore } from "@/server/public-cache";
import { PUBLIC_TAGS } from "@/server/public-tags";
import { route } from "@/server/route";
import { createEditorialItem } from "./create-editorial-item";
import { deleteEditorialItem } from "./delete-editorial-item";
import { moveEditorialItem } from "./move-editorial-item";
import { publishEditorialItem } from "./publish-editorial-item";
import { updateEditorialItem } from "./update-editorial-item";

// The console's API for every editorial kind (/api/ops/editorial/{kind}/…): one route() per kind,
// so each parses its body with its own domain schema (422 per field); the path's kind picks it.
// Each change commits, then the public store drops what it cached.

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const OPERATOR = { auth: "operator", origin: "required" } as const;

/** The handler of the path's kind; an unknown kind is refused as route() refuses a bad path (401, then 400). */
function byKind<K extends string>(kinds: readonly K[], params: ZodObject, build: (kind: K) => THandler): THandler {
  const handlers = new Map<string, THandler>(kinds.map((kind) => [kind, build(kind)]));
  const refuse = route({ ...OPERATOR, params }, async () => {
    throw new AppError("NOT_FOUND", "no such editorial kind");
  });
  return async (request, context) => {
    const { kind = "" } = await context.params;
    return (handlers.get(kind) ?? refuse)(request, context);
  };
}

/** The answer to a change of `kind` that committed, once the public store has dropped that kind. */
async function committed<T>(kind: TEditorialContentKind, result: T, status = 200) {
  await invalidatePublicStore([PUBLIC_TAGS.editorial(kind)]);
  return NextResponse.json(result, { status });
}

/** POST /api/ops/editorial/{kind}: 201 with the new (unpublished) item. */
export const createEditorialItemRoute = () =>
  byKind(EDITORIAL_CONTENT_KINDS, ZEditorialKindParams, (kind: TEditorialContentKind) =>
    route(
      { ...OPERATOR, params: ZEditorialKindParams, body: EDITORIAL_INPUT_SCHEMAS[kind] },
      async ({ db, principal, body }) => committed(kind, await createEditorialItem(db, principal, kind, body), 201),
    ),
  );

/** PATCH /api/ops/editorial/{kind}/{id}: the item after the change. */
export const updateEditorialItemRoute = () =>
  byKind(EDITORIAL_CONTENT_KINDS, ZEditorialItemParams, (kind: TEditorialContentKind) =>
    route(
      { ...OPERATOR, params: ZEditorialItemParams, body: EDITORIAL_INPUT_SCHEMAS[kind] },
      async ({ db, principal, params, body }) =>
        committed(kind, await updateEditorialItem(db, principal, kind, params.id, body)),
    ),
  );

/** DELETE /api/ops/editorial/{kind}/{id}: 204. */
export const deleteEditorialItemRoute = () =>
  byKind(EDITORIAL_CONTENT_KINDS, ZEditorialItemParams, (kind: TEditorialContentKind) =>
    route({ ...OPERATOR, params: ZEditorialItemParams }, async ({ db, principal, params }) => {
      await deleteEditorialItem(db, principal, kind, params.id);
      await invalidatePublicStore([PUBLIC_TAGS.editorial(kind)]);
      return new NextResponse(null, { status: 204 });
    }),
  );

/** POST /api/ops/editorial/{kind}/{id}/publication: the item with its new publication time. */
export const publishEditorialItemRoute = () =>
  byKind(EDITORIAL_CONTENT_KINDS, ZEditorialItemParams, (kind: TEditorialContentKind) =>
    route(
      { ...OPERATOR, params: ZEditorialItemParams, body: ZEditorialPublication },
      async ({ db, principal, params, body }) =>
        committed(kind, await publishEditorialItem(db, principal, kind, params.id, body)),
    ),
  );

const ZOrderedItemParams = ZEditorialItemParams.extend({
  kind: ZEditorialKindParams.shape.kind.extract(ORDERED_EDITORIAL_KINDS),
});

/** POST /api/ops/editorial/{kind}/{id}/position: the item at its new place (ordered kinds only). */
export const moveEditorialItemRoute = () =>
  byKind(ORDERED_EDITORIAL_KINDS, ZOrderedItemParams, (kind) =>
    route({ ...OPERATOR, params: ZOrderedItemParams, body: ZEditorialMove }, async ({ db, principal, params, body }) =>
      committed(kind, await moveEditorialItem(db, principal, kind, params.id, body)),
    ),
  );
