// SPEC §3 App provider: the company profile a provider user edits at /developers/app_provider/edit
// through GET and PATCH /api/developers/app_providers/me. One schema for the form and the server.
import { z } from "zod";
import { countCharacters, looksLikeHtml, toPlainText } from "../text-limit";
import { ZIsoDate } from "./common";

/** How long each field may be, in characters (countCharacters), and how many awards a provider lists. */
export const APP_PROVIDER_LIMITS = {
  name: 100,
  description: 2000,
  address: 200,
  url: 500,
  email: 254,
  awardTitle: 100,
  awardDescription: 500,
  awards: 20,
} as const;

/**
 * Why a field is refused: the message of each zod issue, a code the form and the API's callers
 * read (the form shows it in the viewer's language with the field's limit).
 */
export const PROFILE_ISSUES = [
  "required",
  "tooLong",
  "html",
  "invalidEmail",
  "invalidUrl",
  "tooMany",
  "duplicate",
  /** An award id that is not one of this provider's awards (deleted meanwhile, or another's). */
  "unknownAward",
] as const;
export type TProfileIssue = (typeof PROFILE_ISSUES)[number];

type TTextRule = { max: number; required?: boolean; multiline?: boolean };

/** The first rule a plain text breaks, or null. */
function textIssue(value: string, rule: TTextRule): TProfileIssue | null {
  if (rule.required && value === "") return "required";
  if (countCharacters(value) > rule.max) return "tooLong";
  if (looksLikeHtml(value)) return "html";
  return null;
}

/** A plain-text field (SPEC §5 limits): normalised (toPlainText), then checked. */
function plainText(rule: TTextRule) {
  return z
    .string({ error: "required" })
    .transform((value) => toPlainText(value, { multiline: rule.multiline }))
    .superRefine((value, ctx) => {
      const issue = textIssue(value, rule);
      if (issue) ctx.addIssue({ code: "custom", message: issue });
    });
}

const ZProfileEmail = z
  .string({ error: "required" })
  .transform((value) => toPlainText(value))
  .superRefine((value, ctx) => {
    const issue =
      value === ""
        ? "required"
        : countCharacters(value) > APP_PROVIDER_LIMITS.email
          ? "tooLong"
          : z.email().safeParse(value).success
            ? null
            : "invalidEmail";
    if (issue) ctx.addIssue({ code: "custom", message: issue });
  });

/** The company's site: an absolute http(s) URL, or nothing (an empty field clears it). */
const ZProfileUrl = z
  .string({ error: "invalidUrl" })
  .nullable()
  .transform((value) => (value === null ? "" : toPlainText(value)))
  .superRefine((value, ctx) => {
    if (value === "") return;
    const issue =
      countCharacters(value) > APP_PROVIDER_LIMITS.url
        ? "tooLong"
        : /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(value) && URL.canParse(value)
          ? null
          : "invalidUrl";
    if (issue) ctx.addIssue({ code: "custom", message: issue });
  })
  .transform((value) => (value === "" ? null : value));

const AWARD_TITLE: TTextRule = { max: APP_PROVIDER_LIMITS.awardTitle, required: true };
const AWARD_DESCRIPTION: TTextRule = { max: APP_PROVIDER_LIMITS.awardDescription, multiline: true };

/**
 * One award in the nested list (SPEC §7, ARCHITECTURE.md): with an id it updates that award,
 * without one it creates one, with `_destroy: true` it deletes that award. A deleted award's
 * text is not checked (removing a broken award must work).
 */
export const ZAwardInput = z
  .object({
    id: z.number().int().positive().optional(),
    _destroy: z.boolean().optional(),
    title: z.string({ error: "required" }).transform((value) => toPlainText(value)),
    description: z
      .string()
      .optional()
      .transform((value) => toPlainText(value ?? "", { multiline: true })),
  })
  .superRefine((award, ctx) => {
    if (award._destroy) return;
    const title = textIssue(award.title, AWARD_TITLE);
    if (title) ctx.addIssue({ code: "custom", message: title, path: ["title"] });
    const description = textIssue(award.description, AWARD_DESCRIPTION);
    if (description) ctx.addIssue({ code: "custom", message: description, path: ["description"] });
  });
export type TAwardInput = z.infer<typeof ZAwardInput>;

const ZAwardList = z.array(ZAwardInput).superRefine((awards, ctx) => {
  if (awards.filter((award) => !award._destroy).length > APP_PROVIDER_LIMITS.awards) {
    ctx.addIssue({ code: "custom", message: "tooMany" });
  }
  const seen = new Set<number>();
  awards.forEach((award, index) => {
    if (award.id === undefined) return;
    if (seen.has(award.id)) ctx.addIssue({ code: "custom", message: "duplicate", path: [index, "id"] });
    seen.add(award.id);
  });
});

/** What the form edits: every field of the profile but its id and time. */
export const ZAppProviderProfileInput = z.object({
  name: plainText({ max: APP_PROVIDER_LIMITS.name, required: true }),
  description: plainText({ max: APP_PROVIDER_LIMITS.description, multiline: true }),
  address: plainText({ max: APP_PROVIDER_LIMITS.address }),
  url: ZProfileUrl,
  email: ZProfileEmail,
  awards: ZAwardList,
});
export type TAppProviderProfileInput = z.input<typeof ZAppProviderProfileInput>;

/**
 * PATCH /api/developers/app_providers/me: the profile as edited, with the `updatedAt` the form
 * was loaded with (a stale one is refused with 409 and the current profile).
 */
export const ZUpdateAppProviderProfileRequest = ZAppProviderProfileInput.extend({ updatedAt: ZIsoDate });
export type TUpdateAppProviderProfileRequest = z.infer<typeof ZUpdateAppProviderProfileRequest>;

/** SPEC §3 App provider, as GET and PATCH answer it; awards in their order. */
export const ZAppProviderProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  url: z.string().nullable(),
  email: z.string(),
  updatedAt: ZIsoDate,
  awards: z.array(z.object({ id: z.number().int(), title: z.string(), description: z.string() })),
});
export type TAppProviderProfile = z.infer<typeof ZAppProviderProfile>;

/** The 409 of a stale save carries the profile as it is now (`error.details.current`). */
export const ZAppProviderProfileConflict = z.object({ current: ZAppProviderProfile });
export type TAppProviderProfileConflict = z.infer<typeof ZAppProviderProfileConflict>;

/** A failed parse as field → issue codes (`awards.0.title`: ["tooLong"]), as the form and 422 items name them. */
export function profileIssues(error: z.ZodError): Record<string, TProfileIssue[]> {
  const items: Record<string, TProfileIssue[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    const code = (PROFILE_ISSUES as readonly string[]).includes(issue.message)
      ? (issue.message as TProfileIssue)
      : "required";
    if (!items[field]?.includes(code)) items[field] = [...(items[field] ?? []), code];
  }
  return items;
}
