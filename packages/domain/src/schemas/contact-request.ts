import { z } from "zod";
import { CAMPAIGN_BODY_FIELDS } from "../analytics/listing-events";

/** SPEC §3 request kinds a visitor or user sends to an app's provider. */
export const CONTACT_REQUEST_KINDS = ["demo", "inquiry", "demoAndInquiry", "trial"] as const;
export type TContactRequestKind = (typeof CONTACT_REQUEST_KINDS)[number];

export const COMPANY_SIZES = ["small", "medium", "large", "enterprise"] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number];

export const CONTACT_TEXT_LIMITS = { company: 100, name: 100, phone: 30, message: 2000 } as const;

const E = (key: string) => `contactRequest.errors.${key}`;

const requiredText = (max: number) => z.string(E("required")).trim().min(1, E("required")).max(max, E("tooLong"));

/**
 * The request form (SPEC §3 request kinds); its messages are keys the server translates. Phone and
 * message are optional; the rest is required.
 */
export const ZContactRequest = z.object({
  kind: z.enum(CONTACT_REQUEST_KINDS, E("kindInvalid")),
  company: requiredText(CONTACT_TEXT_LIMITS.company),
  name: requiredText(CONTACT_TEXT_LIMITS.name),
  email: z
    .string(E("required"))
    .trim()
    .min(1, E("required"))
    .pipe(z.email(E("emailInvalid")).max(254, E("emailInvalid"))),
  phone: z
    .string(E("phoneInvalid"))
    .trim()
    .max(CONTACT_TEXT_LIMITS.phone, E("tooLong"))
    .regex(/^[0-9+()\- ]*$/, E("phoneInvalid"))
    .default(""),
  companySize: z.enum(COMPANY_SIZES, E("companySizeRequired")),
  message: z.string(E("invalid")).max(CONTACT_TEXT_LIMITS.message, E("tooLong")).default(""),
  /** Issue 29: the visit's campaign values (SPEC §3), for the request's event. */
  ...CAMPAIGN_BODY_FIELDS,
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

/** `GET /api/developers/leads`: JSON, or `csv` for export. */
export const ZLeadsQuery = z.object({ format: z.enum(["json", "csv"]).default("json") });
