import { AppError } from "@store/domain/errors";
import { getCase } from "@/features/editorial/get-case";
import { ZEditorialIdParams } from "@/features/editorial/params";
import { route } from "@/server/route";

/** One published case study with its story and apps. */
export const GET = route({ params: ZEditorialIdParams }, async ({ db, params }) => {
  const { id } = params;
  const story = await getCase(db, { id, now: new Date() });
  if (!story) throw new AppError("NOT_FOUND", `case ${id} not found`);
  return story;
});
