import type { TErrorCode } from "@store/domain/errors";
import type { TAccountAudience, TAudience } from "@store/domain/principals";
import { type ZodObject, type ZodType, z } from "zod";
import type { TApiTag } from "./api-tags";

// What a route handler says about itself for the OpenAPI document. route() takes it with its other
// options (summary, tags and answers are required there, so no route goes undocumented); a handler
// outside route() carries it through documented(). The error answers follow from the options.

/** An answer of the handler itself: its successes, and errors it gives in another shape than ErrorBody. */
export type TAnswer = {
  status: 200 | 201 | 202 | 204 | 302 | 404;
  description: string;
  /** The JSON answer's domain schema; omitted where no schema exists (the description says what comes). */
  schema?: ZodType;
  /** Another media type than JSON (images, HTML). */
  mediaType?: string;
};

export type TRouteDocs = {
  summary: string;
  description?: string;
  tags: readonly TApiTag[];
  answers: readonly TAnswer[];
  /** Errors the handler itself raises (e.g. NOT_FOUND, CONFLICT), beyond what route() decides. */
  errors?: readonly TErrorCode[];
  /** The schema of `error.details` of a 409 (e.g. `{ current }`). */
  conflictDetails?: ZodType;
  /**
   * For a catch-all folder (`/media/[...key]`): the one path it is documented as, with that path's
   * parameters, instead of the folder's `[...key]`.
   */
  catchAllPath?: { path: string; params: ZodObject };
};

/** The request a route reads, as route()'s options declare it: what the error answers follow from. */
export type TApiContract = TRouteDocs & {
  auth?: TAudience;
  optionalAuth?: TAccountAudience;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType | { form: ZodType } | { multipart: ZodType };
  origin?: "required";
  rateLimit?: string | readonly string[];
};

/** A handler outside route(): only what it answers is listed (it refuses nothing the way route() does). */
export type TOutsideRouteDocs = TRouteDocs & { params?: ZodObject; query?: ZodObject };

/** The documentation one exported handler carries: its contract, or the operations of the paths a catch-all serves. */
export type THandlerDocs =
  | { kind: "contract"; contract: TApiContract }
  | { kind: "outsideRoute"; docs: TOutsideRouteDocs }
  | { kind: "catchAll"; paths: Record<string, Partial<Record<"get" | "post", TOutsideRouteDocs>>> };

/**
 * Attaches its documentation to a handler that does not go through route() (a liveness check,
 * next-auth's catch-all, a dispatcher over several route()s), the way route() keeps `routeOptions`:
 * Next lets a route file export only its methods, so the documentation travels on the handler.
 */
export function documented<THandler extends (...args: never[]) => unknown>(docs: THandlerDocs, handler: THandler) {
  return Object.assign(handler, { apiDocs: docs });
}

/** `{ data: [item] }`, the shape of a list answered whole. */
export const zDataList = (item: ZodType) => z.object({ data: z.array(item) });
