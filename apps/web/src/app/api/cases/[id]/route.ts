import { AppError } from "@store/domain/errors";
import { ZEditorialIdParams } from "@/features/store/editorial/server/params";
import { readCase } from "@/features/store/editorial/server/read-public-editorial";
import { route } from "@/server/http/route";
import { localeOfHeaders } from "@/server/server-translator";
import { ZCase } from "@store/domain/schemas/editorial";

/** One published case study with its story and apps. */
export const GET = route(
  {
    summary: "One published case study with its story and apps",
    tags: ["Editorial"],
    params: ZEditorialIdParams,
    answers: [{ status: 200, description: "The case study.", schema: ZCase }],
    errors: ["NOT_FOUND"],
  },
  async ({ params, request }) => {
    const { id } = params;
    const story = await readCase(
      id,
      localeOfHeaders((name) => request.headers.get(name)),
    );
    if (!story) throw new AppError("NOT_FOUND", `case ${id} not found`);
    return story;
  },
);
