import "server-only";
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
