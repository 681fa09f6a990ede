import { z } from "zod";

/** The webhook URL a provider sets: http(s), at most 2000 characters; empty clears it. */
export const ZWebhookUrlBody = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => {
      if (value === "") return true;
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
      if (/[\u0000-\u001f\u007f]/.test(value)) return false;
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.username === "" && url.password === "";
      } catch {
        return false;
      }
    }, "must be an http(s) URL"),
});
export type TWebhookUrlBody = z.infer<typeof ZWebhookUrlBody>;

/** The event types a lifecycle webhook carries (`test` for one the provider sends itself). */
export const WEBHOOK_EVENT_TYPES = ["installed", "connected", "uninstalled", "disconnected", "test"] as const;
