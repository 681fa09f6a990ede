import "server-only";
import { TERMS_KINDS } from "@store/domain/enums";
import { ZTermsVersionName } from "@store/domain/schemas/editorial";
import { z } from "zod";

/** A numeric id in a path, e.g. /specials/12. */
export const ZEditorialIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "must be a positive whole number")
    .transform(Number),
});

export const ZTermsParams = z.object({ kind: z.enum(TERMS_KINDS) });
export const ZTermsVersionParams = ZTermsParams.extend({ version: ZTermsVersionName });
