import { MAX_ROW_ID } from "@store/domain/schemas/draft-app";
import { z } from "zod";

// Path parameters of pages, for page() (page.ts): a value no row can have does not parse, so the
// page answers 404 as it would for a row that does not exist.

/** A path's row id: a plain positive integer a PostgreSQL integer column can hold. */
export const ZPageRowId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_ROW_ID);

/** `/…/{id}` of a row. */
export const ZPageIdParams = z.object({ id: ZPageRowId });

/** `/…/{id}` whose loader decides what the id names (a slug or a row id). */
export const ZPageSlugParams = z.object({ id: z.string() });

/** `/apps/{code}` and the pages under it: the app's code, looked up as it is. */
export const ZAppCodeParams = z.object({ code: z.string() });
