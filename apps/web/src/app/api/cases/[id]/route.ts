import { AppError } from "@store/domain/errors";
import { ZEditorialIdParams } from "@/features/editorial/params";
import { readCase } from "@/features/editorial/read-public-editorial";
import { route } from "@/server/route";

/** One published case study with its story and apps. */
export const GET = route({ params: ZEditorialIdParams }, async ({ params }) => {
  const { id } = params;
  const story = await readCase(id);
  if (!story) throw new AppError("NOT_FOUND", `case ${id} not found`);
  return story;
});
