import { z } from "zod";

// The operator console's failed mail (issue 11): mail jobs that ran out of attempts, retried by hand.

/** What a retry answers: the job, waiting to be sent again now. */
export const ZRetriedMail = z.object({ id: z.number().int(), status: z.literal("pending") });
export type TRetriedMail = z.infer<typeof ZRetriedMail>;
