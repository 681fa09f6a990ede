import { AppError } from "@store/domain/errors";
import { ZEditorialIdParams } from "@/features/store/editorial/server/params";
import { readSpecial } from "@/features/store/editorial/server/read-public-editorial";
import { route } from "@/server/http/route";
import { localeOfHeaders } from "@/server/server-translator";
import { ZSpecial } from "@store/domain/schemas/editorial";

/** One published special with its listed apps. */
export const GET = route(
  {
    summary: "One published special with its apps",
    tags: ["Editorial"],
    params: ZEditorialIdParams,
    answers: [{ status: 200, description: "The special.", schema: ZSpecial }],
    errors: ["NOT_FOUND"],
  },
  async ({ params, request }) => {
    const { id } = params;
    const special = await readSpecial(
      id,
      localeOfHeaders((name) => request.headers.get(name)),
    );
    if (!special) throw new AppError("NOT_FOUND", `special ${id} not found`);
    return special;
  },
);
