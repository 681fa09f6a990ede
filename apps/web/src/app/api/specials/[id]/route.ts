import { AppError } from "@store/domain/errors";
import { ZEditorialIdParams } from "@/features/editorial/params";
import { readSpecial } from "@/features/editorial/read-public-editorial";
import { route } from "@/server/route";

/** One published special with its listed apps. */
export const GET = route({ params: ZEditorialIdParams }, async ({ params }) => {
  const { id } = params;
  const special = await readSpecial(id);
  if (!special) throw new AppError("NOT_FOUND", `special ${id} not found`);
  return special;
});
