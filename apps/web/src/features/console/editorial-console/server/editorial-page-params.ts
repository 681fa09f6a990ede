import "server-only";
import { LOCALES } from "@store/domain/locales";
import { ZEditorialKindParams } from "@store/domain/schemas/editorial";
import { z } from "zod";

// The console pages' paths, for page() (server/pages/page.ts): a value that does not parse is a page
// that does not exist (404).

/** `/ops/editorial/{kind}`: one of the editorial kinds. */
export const ZEditorialKindPageParams = ZEditorialKindParams;

/** `/ops/editorial/{kind}/{id}`: the kind, and a row id. */
export const ZEditorialItemPageParams = ZEditorialKindParams.extend({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/)
    .transform(Number),
});

/** `…/preview?lang=`: the language of the version to show (the store's own, Japanese, when left out). */
export const ZEditorialPreviewQuery = z.object({ lang: z.enum(LOCALES) });
