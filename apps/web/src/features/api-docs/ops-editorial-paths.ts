import "server-only";
import {
  EDITORIAL_INPUT_SCHEMAS,
  ZEditorialItem,
  ZEditorialItemParams,
  ZEditorialKindParams,
  ZEditorialMove,
  ZEditorialPublication,
} from "@store/domain/schemas/editorial";
import { ZUploadedImage, ZUploadImageRequest } from "@store/domain/schemas/media";
import { z } from "zod";
import type { TOperationSpec, TPathSpecs } from "./operation";

// The operator console's editorial API (issue 11): specials, campaigns, cases, news, pick-up and
// top links through one set of paths, `{kind}` choosing the body's schema. Every change records an
// audit row in its transaction; the public pages show it on their next request.

const TAGS = ["Operator"];

/** The body of create and edit: the schema of the path's kind. */
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

function write(spec: Omit<TOperationSpec, "tags" | "auth" | "origin">): TOperationSpec {
  return { tags: TAGS, auth: "operator", origin: "required", ...spec };
}

const ITEM = { status: 200 as const, description: "The item after the change.", schema: ZEditorialItem };

export const OPS_EDITORIAL_PATHS: TPathSpecs = {
  "/api/ops/editorial/images": {
    post: write({
      summary: "Uploads an image for editorial content (kind `banner`: 1200×400)",
      description: "The providers' image pipeline: type read from the bytes, resized WebP with a fallback.",
      body: { multipart: ZUploadImageRequest },
      rateLimited: true,
      answers: [{ status: 201, description: "The stored image.", schema: ZUploadedImage }],
    }),
  },
  "/api/ops/editorial/{kind}": {
    post: write({
      summary: "Creates an editorial item, unpublished (previewable)",
      params: ZEditorialKindParams,
      body: ZEditorialInput,
      answers: [{ status: 201, description: "The new item.", schema: ZEditorialItem }],
      errors: ["NOT_FOUND"],
    }),
  },
  "/api/ops/editorial/{kind}/{id}": {
    patch: write({
      summary: "Saves every field of an editorial item",
      params: ZEditorialItemParams,
      body: ZEditorialInput,
      answers: [ITEM],
      errors: ["NOT_FOUND"],
    }),
    delete: write({
      summary: "Deletes an editorial item",
      params: ZEditorialItemParams,
      answers: [{ status: 204, description: "Deleted." }],
      errors: ["NOT_FOUND"],
    }),
  },
  "/api/ops/editorial/{kind}/{id}/publication": {
    post: write({
      summary: "Publishes an item now, schedules it, or unpublishes it",
      description:
        "`publishedAt`: `now`, a time (later: scheduled; the public pages compare it with each request's time), or null (unpublished, still previewable). Campaigns show only from `startsAt` until `endsAt` as well.",
      params: ZEditorialItemParams,
      body: ZEditorialPublication,
      answers: [ITEM],
      errors: ["NOT_FOUND"],
    }),
  },
  "/api/ops/editorial/{kind}/{id}/position": {
    post: write({
      summary: "Moves a special, pick-up or top link one step up or down the public order",
      params: ZEditorialItemParams,
      body: ZEditorialMove,
      answers: [ITEM],
      errors: ["NOT_FOUND"],
    }),
  },
};
