import { AppError } from "@store/domain/errors";
import { getTermsDocument } from "@/features/editorial/get-terms";
import { ZTermsVersionParams } from "@/features/editorial/params";
import { route } from "@/server/route";

/** One version of a terms document, if it is in effect by now, with every version in effect so far. */
export const GET = route({ params: ZTermsVersionParams }, async ({ db, params }) => {
  const { kind, version } = params;
  const document = await getTermsDocument(db, { kind, version, now: new Date() });
  if (!document) throw new AppError("NOT_FOUND", `${kind} version ${version} not found`);
  return document;
});
