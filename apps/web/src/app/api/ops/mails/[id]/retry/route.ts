import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { retryFailedMail } from "@/features/failed-mails/server/retry-failed-mail";
import { route } from "@/server/route";

/** Gives a mail that ran out of attempts a new set, due now (409 unless it failed). */
export const POST = route({ auth: "operator", origin: "required", params: ZRowIdParams }, ({ db, principal, params }) =>
  retryFailedMail(db, principal, params.id),
);
