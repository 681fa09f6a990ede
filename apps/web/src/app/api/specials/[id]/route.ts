import { AppError } from "@store/domain/errors";
import { getSpecial } from "@/features/editorial/get-special";
import { ZEditorialIdParams } from "@/features/editorial/params";
import { route } from "@/server/route";

/** One published special with its listed apps. */
export const GET = route({ params: ZEditorialIdParams }, async ({ db, params }) => {
  const { id } = params;
  const special = await getSpecial(db, { id, now: new Date() });
  if (!special) throw new AppError("NOT_FOUND", `special ${id} not found`);
  return special;
});
