import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZRetriedMail, ZRetryMailConflict } from "@store/domain/schemas/failed-mail";
import { retryFailedMail } from "@/features/console/failed-mails/server/retry-failed-mail";
import { route } from "@/server/http/route";

/** Gives a mail that ran out of attempts a new set, due now (409 unless it failed). */
export const POST = route(
  {
    summary: "Sends a mail that ran out of attempts again: new attempts, due now",
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    answers: [{ status: 200, description: "The mail job, pending again.", schema: ZRetriedMail }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: ZRetryMailConflict,
  },
  ({ db, principal, params }) => retryFailedMail(db, principal, params.id),
);
