import { AppError } from "@store/domain/errors";
import { ZTermsVersionParams } from "@/features/store/editorial/server/params";
import { readTermsDocument } from "@/features/store/editorial/server/read-public-editorial";
import { route } from "@/server/http/route";
import { localeOfHeaders } from "@/server/server-translator";
import { ZTermsDocument } from "@store/domain/schemas/editorial";

/** One version of a terms document, if it is in effect by now, with every version in effect so far. */
export const GET = route(
  {
    summary: "One version of a terms document, once it is in effect",
    tags: ["Editorial"],
    params: ZTermsVersionParams,
    answers: [{ status: 200, description: "The document.", schema: ZTermsDocument }],
    errors: ["NOT_FOUND"],
  },
  async ({ params, request }) => {
    const { kind, version } = params;
    const document = await readTermsDocument(
      kind,
      localeOfHeaders((name) => request.headers.get(name)),
      version,
    );
    if (!document) throw new AppError("NOT_FOUND", `${kind} version ${version} not found`);
    return document;
  },
);
