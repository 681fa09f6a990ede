import { AppError } from "@store/domain/errors";
import { getTermsDocument } from "@/features/editorial/get-terms";
import { ZTermsParams } from "@/features/editorial/params";
import { route } from "@/server/route";

/** The latest version of a terms document (the one in effect now) and every version in effect so far. */
export const GET = route({ params: ZTermsParams }, async ({ db, params }) => {
  const { kind } = params;
  const document = await getTermsDocument(db, { kind, now: new Date() });
  if (!document) throw new AppError("NOT_FOUND", `no ${kind} in effect`);
  return document;
});
