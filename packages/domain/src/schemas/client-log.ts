import { z } from "zod";

/** SPEC §7: one line of the browser's beacon log (`POST /_log`). */
export const ZClientLog = z.object({
  level: z.enum(["debug", "info", "warn", "error"]),
  code: z.string().max(100),
  detail: z.string().max(4000).optional(),
});
export type TClientLog = z.infer<typeof ZClientLog>;
