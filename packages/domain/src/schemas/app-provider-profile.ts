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
 * Why a field is refused: each zod issue's message is a message key (with its values), turned into
 * the viewer's language by the server for 422 items and by the form for its own check
 * (@store/domain/validation issuesByField).
 */
export const PROFILE_ISSUE = {
  required: "validation.required",
  tooLong: "validation.tooLong",
  invalidEmail: "validation.email",
  invalidUrl: "validation.url",
  tooMany: "validation.tooMany",
  html: "developerArea.profile.errors.html",
  duplicate: "developerArea.profile.errors.duplicate",
} as const;

type TTextRule = { max: number; required?: boolean; multiline?: boolean };
type TIssue = { message: string; params?: Record<string, number> };

/** The first rule a plain text breaks, or null. */
function textIssue(value: string, rule: TTextRule): TIssue | null {
  if (rule.required && value === "") return { message: PROFILE_ISSUE.required };
  if (countCharacters(value) > rule.max) return { message: PROFILE_ISSUE.tooLong, params: { maximum: rule.max } };
  if (looksLikeHtml(value)) return { message: PROFILE_ISSUE.html };
  return null;
}

/** A plain-text field (SPEC §5 limits): normalised (toPlainText), then checked. */
function plainText(rule: TTextRule) {
  return z
    .string()
    .transform((value) => toPlainText(value, { multiline: rule.multiline }))
    .superRefine((value, ctx) => {
      const issue = textIssue(value, rule);
      if (issue) ctx.addIssue({ code: "custom", ...issue });
    });
}

const ZProfileEmail = z
  .string()
  .transform((value) => toPlainText(value))
  .superRefine((value, ctx) => {
    const issue: TIssue | null =
      value === ""
        ? { message: PROFILE_ISSUE.required }
        : countCharacters(value) > APP_PROVIDER_LIMITS.email
          ? { message: PROFILE_ISSUE.tooLong, params: { maximum: APP_PROVIDER_LIMITS.email } }
          : z.email().safeParse(value).success
            ? null
            : { message: PROFILE_ISSUE.invalidEmail };
    if (issue) ctx.addIssue({ code: "custom", ...issue });
  });

/** The company's site: an absolute http(s) URL, or nothing (an empty field clears it). */
const ZProfileUrl = z
  .string()
  .nullable()
  .transform((value) => (value === null ? "" : toPlainText(value)))
  .superRefine((value, ctx) => {
    if (value === "") return;
    const issue: TIssue | null =
      countCharacters(value) > APP_PROVIDER_LIMITS.url
        ? { message: PROFILE_ISSUE.tooLong, params: { maximum: APP_PROVIDER_LIMITS.url } }
        : /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(value) && URL.canParse(value)
          ? null
          : { message: PROFILE_ISSUE.invalidUrl };
    if (issue) ctx.addIssue({ code: "custom", ...issue });
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
    title: z.string().transform((value) => toPlainText(value)),
    description: z
      .string()
      .optional()
      .transform((value) => toPlainText(value ?? "", { multiline: true })),
  })
  .superRefine((award, ctx) => {
    if (award._destroy) return;
    const title = textIssue(award.title, AWARD_TITLE);
    if (title) ctx.addIssue({ code: "custom", ...title, path: ["title"] });
    const description = textIssue(award.description, AWARD_DESCRIPTION);
    if (description) ctx.addIssue({ code: "custom", ...description, path: ["description"] });
  });
export type TAwardInput = z.infer<typeof ZAwardInput>;

const ZAwardList = z.array(ZAwardInput).superRefine((awards, ctx) => {
  if (awards.filter((award) => !award._destroy).length > APP_PROVIDER_LIMITS.awards) {
    ctx.addIssue({ code: "custom", message: PROFILE_ISSUE.tooMany, params: { maximum: APP_PROVIDER_LIMITS.awards } });
  }
  const seen = new Set<number>();
  awards.forEach((award, index) => {
    if (award.id === undefined) return;
    if (seen.has(award.id)) ctx.addIssue({ code: "custom", message: PROFILE_ISSUE.duplicate, path: [index, "id"] });
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
