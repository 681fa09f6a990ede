import { AppError } from "@store/domain/errors";
import { ZTermsParams } from "@/features/editorial/params";
import { readTermsDocument } from "@/features/editorial/read-public-editorial";
import { route } from "@/server/route";

/** The latest version of a terms document (the one in effect now) and every version in effect so far. */
export const GET = route({ params: ZTermsParams }, async ({ params }) => {
  const { kind } = params;
  const document = await readTermsDocument(kind);
  if (!document) throw new AppError("NOT_FOUND", `no ${kind} in effect`);
  return document;
});
