import { AppError } from "@store/domain/errors";
import { ZTermsParams } from "@/features/store/editorial/server/params";
import { readTermsDocument } from "@/features/store/editorial/server/read-public-editorial";
import { route } from "@/server/http/route";
import { localeOfHeaders } from "@/server/server-translator";
import { ZTermsDocument } from "@store/domain/schemas/editorial";

/** The latest version of a terms document (the one in effect now) and every version in effect so far. */
export const GET = route(
  {
    summary: "The terms document in effect now, with every version in effect so far",
    tags: ["Editorial"],
    params: ZTermsParams,
    answers: [{ status: 200, description: "The document.", schema: ZTermsDocument }],
    errors: ["NOT_FOUND"],
  },
  async ({ params, request }) => {
    const { kind } = params;
    const document = await readTermsDocument(
      kind,
      localeOfHeaders((name) => request.headers.get(name)),
    );
    if (!document) throw new AppError("NOT_FOUND", `no ${kind} in effect`);
    return document;
  },
);
