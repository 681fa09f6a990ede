import { z } from "zod";
import { JOB_STATUSES } from "../enums";

// The operator console's failed mail (issue 11): mail jobs that ran out of attempts, retried by hand.

/** What a retry answers: the job, waiting to be sent again now. */
export const ZRetriedMail = z.object({ id: z.number().int(), status: z.literal("pending") });
export type TRetriedMail = z.infer<typeof ZRetriedMail>;

/** A 409 of a retry: the job is not failed; its status now (`error.details`). */
export const ZRetryMailConflict = z.object({
  current: z.object({ id: z.number().int(), status: z.enum(JOB_STATUSES) }),
});
