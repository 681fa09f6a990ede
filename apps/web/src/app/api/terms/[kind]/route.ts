import { AppError } from "@store/domain/errors";
import { getTermsDocument } from "@/features/editorial/get-terms";
import { parsePathParams, ZTermsParams } from "@/features/editorial/params";
import { route } from "@/server/route";

/** The latest version of a terms document (the one in effect now) and every version in effect so far. */
export const GET = route({}, async ({ db, params }) => {
  const { kind } = parsePathParams(ZTermsParams, params);
  const document = await getTermsDocument(db, { kind, now: new Date() });
  if (!document) throw new AppError("NOT_FOUND", `no ${kind} in effect`);
  return document;
});
