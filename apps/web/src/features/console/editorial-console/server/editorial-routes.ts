import "server-only";
import { AppError } from "@store/domain/errors";
import {
  EDITORIAL_CONTENT_KINDS,
  EDITORIAL_INPUT_SCHEMAS,
  ORDERED_EDITORIAL_KINDS,
  type TEditorialContentKind,
  ZEditorialItem,
  ZEditorialItemParams,
  ZEditorialKindParams,
  ZEditorialMove,
  ZEditorialPublication,
} from "@store/domain/schemas/editorial";
import { NextResponse, type NextRequest } from "next/server";
import { type ZodObject, type ZodType, z } from "zod";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { documented, type TRouteDocs } from "@/server/openapi/route-docs";
import { route } from "@/server/http/route";
import { contentKindStore } from "./content-kind-store";
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
function byKind<K extends string>(
  kinds: readonly K[],
  params: ZodObject,
  docs: TRouteDocs & { body?: ZodType },
  build: (kind: K) => THandler,
): THandler {
  const handlers = new Map<string, THandler>(kinds.map((kind) => [kind, build(kind)]));
  const { body: _eachKindsBody, ...routeDocs } = docs;
  const refuse = route({ ...routeDocs, ...OPERATOR, params }, async () => {
    throw new AppError("NOT_FOUND", "no such editorial kind");
  });
  // Documented as one operation per path: the body is the schema of the path's kind.
  return documented({ kind: "contract", contract: { ...docs, ...OPERATOR, params } }, async (request, context) => {
    const { kind = "" } = await context.params;
    return (handlers.get(kind) ?? refuse)(request, context);
  });
}

/** The body of create and edit in the API description: the schema of the path's kind. */
const ZEditorialInput = z
  .union([
    EDITORIAL_INPUT_SCHEMAS.specials,
    EDITORIAL_INPUT_SCHEMAS.campaigns,
    EDITORIAL_INPUT_SCHEMAS.cases,
    EDITORIAL_INPUT_SCHEMAS.news,
    EDITORIAL_INPUT_SCHEMAS.pickups,
  ])
  .meta({
    description:
      "The fields of the path's kind: specials, campaigns (startsAt before endsAt), cases, news (categories), pickups and top_links (linkUrl, imageUrl, alt, one schema). Bodies are sanitised HTML once saved.",
  });

const TAGS = ["Operator"] as const;
const ITEM = { status: 200, description: "The item after the change.", schema: ZEditorialItem } as const;

/** The answer to a change of `kind` that committed, once the public store has dropped that kind. */
async function committed<T>(kind: TEditorialContentKind, result: T, status = 200) {
  await invalidatePublicStore([PUBLIC_TAGS.editorial(kind)]);
  return NextResponse.json(result, { status });
}

const CREATE = {
  summary: "Creates an editorial item, unpublished (previewable)",
  tags: TAGS,
  answers: [{ status: 201, description: "The new item.", schema: ZEditorialItem }],
  errors: ["NOT_FOUND"],
} as const;

/** POST /api/ops/editorial/{kind}: 201 with the new (unpublished) item. */
export const createEditorialItemRoute = () =>
  byKind(
    EDITORIAL_CONTENT_KINDS,
    ZEditorialKindParams,
    { ...CREATE, body: ZEditorialInput },
    (kind: TEditorialContentKind) =>
      route(
        { ...CREATE, ...OPERATOR, params: ZEditorialKindParams, body: EDITORIAL_INPUT_SCHEMAS[kind] },
        async ({ db, principal, body }) =>
          committed(kind, await createEditorialItem(db, principal, contentKindStore(kind), body), 201),
      ),
  );

const UPDATE = {
  summary: "Saves every field of an editorial item",
  tags: TAGS,
  answers: [ITEM],
  errors: ["NOT_FOUND"],
} as const;

/** PATCH /api/ops/editorial/{kind}/{id}: the item after the change. */
export const updateEditorialItemRoute = () =>
  byKind(
    EDITORIAL_CONTENT_KINDS,
    ZEditorialItemParams,
    { ...UPDATE, body: ZEditorialInput },
    (kind: TEditorialContentKind) =>
      route(
        { ...UPDATE, ...OPERATOR, params: ZEditorialItemParams, body: EDITORIAL_INPUT_SCHEMAS[kind] },
        async ({ db, principal, params, body }) =>
          committed(kind, await updateEditorialItem(db, principal, contentKindStore(kind), params.id, body)),
      ),
  );

const DELETE = {
  summary: "Deletes an editorial item",
  tags: TAGS,
  answers: [{ status: 204, description: "Deleted." }],
  errors: ["NOT_FOUND"],
} as const;

/** DELETE /api/ops/editorial/{kind}/{id}: 204. */
export const deleteEditorialItemRoute = () =>
  byKind(EDITORIAL_CONTENT_KINDS, ZEditorialItemParams, DELETE, (kind: TEditorialContentKind) =>
    route({ ...DELETE, ...OPERATOR, params: ZEditorialItemParams }, async ({ db, principal, params }) => {
      await deleteEditorialItem(db, principal, contentKindStore(kind), params.id);
      await invalidatePublicStore([PUBLIC_TAGS.editorial(kind)]);
      return new NextResponse(null, { status: 204 });
    }),
  );

const PUBLISH = {
  summary: "Publishes an item now, schedules it, or unpublishes it",
  description:
    "`publishedAt`: `now`, a time (later: scheduled; the public pages compare it with each request's time), or null (unpublished, still previewable). Campaigns show only from `startsAt` until `endsAt` as well.",
  tags: TAGS,
  answers: [ITEM],
  errors: ["NOT_FOUND"],
} as const;

/** POST /api/ops/editorial/{kind}/{id}/publication: the item with its new publication time. */
export const publishEditorialItemRoute = () =>
  byKind(
    EDITORIAL_CONTENT_KINDS,
    ZEditorialItemParams,
    { ...PUBLISH, body: ZEditorialPublication },
    (kind: TEditorialContentKind) =>
      route(
        { ...PUBLISH, ...OPERATOR, params: ZEditorialItemParams, body: ZEditorialPublication },
        async ({ db, principal, params, body }) => {
          const now = new Date();
          const at = body.publishedAt === "now" ? now : body.publishedAt === null ? null : new Date(body.publishedAt);
          return committed(
            kind,
            await publishEditorialItem(db, principal, contentKindStore(kind), params.id, at, { now }),
          );
        },
      ),
  );

const ZOrderedItemParams = ZEditorialItemParams.extend({
  kind: ZEditorialKindParams.shape.kind.extract(ORDERED_EDITORIAL_KINDS),
});

const MOVE = {
  summary: "Moves a special, pick-up or top link one step up or down the public order",
  tags: TAGS,
  answers: [ITEM],
  errors: ["NOT_FOUND"],
} as const;

/** POST /api/ops/editorial/{kind}/{id}/position: the item at its new place (ordered kinds only). */
export const moveEditorialItemRoute = () =>
  byKind(ORDERED_EDITORIAL_KINDS, ZOrderedItemParams, { ...MOVE, body: ZEditorialMove }, (kind) =>
    route(
      { ...MOVE, ...OPERATOR, params: ZOrderedItemParams, body: ZEditorialMove },
      async ({ db, principal, params, body }) =>
        committed(kind, await moveEditorialItem(db, principal, kind, params.id, body)),
    ),
  );
