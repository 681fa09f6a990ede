import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import type { ZodType } from "zod";

// The developer API's reads of the signed-in provider's own data (SPEC §2, ISSUE 10), as route()
// options with their documentation: every one is the caller's own, and another provider's id
// answers 404, exactly as an id that does not exist.

/** A read of the provider's own data, answering `schema`. */
export function ownRead<TSchema extends ZodType>(summary: string, schema: TSchema) {
  return {
    summary,
    tags: ["Developer API"],
    auth: "providerUser",
    answers: [{ status: 200, description: "The caller's own.", schema }],
  } as const;
}

/** A read of one of the provider's own rows by its id (404 for another provider's). */
export function ownReadById<TSchema extends ZodType>(summary: string, schema: TSchema) {
  return { ...ownRead(summary, schema), params: ZRowIdParams, errors: ["NOT_FOUND"] } as const;
}
