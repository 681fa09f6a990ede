import { z } from "zod";

// The store sends mail only to addresses it has checked: one bare address, no display name, no
// list, nothing that could end a header line. The mailer takes a TMailAddress, which only these
// parsers make, so a string read from a row cannot reach SMTP unchecked.

declare const MAIL_ADDRESS: unique symbol;
export type TMailAddress = string & { readonly [MAIL_ADDRESS]: true };

/** RFC 5321's limit of a forward path. */
export const MAIL_ADDRESS_MAX_LENGTH = 254;

/** zod's address pattern: letters, digits and `_'+-.` before one @, a dotted domain after it. */
const ZBareAddress = z.email().max(MAIL_ADDRESS_MAX_LENGTH);

/** One address, surrounding spaces dropped; refused with `message` (a message key) otherwise. */
export function ZMailAddress(message?: string) {
  return z
    .string()
    .trim()
    .pipe(message ? z.email(message).max(MAIL_ADDRESS_MAX_LENGTH, message) : ZBareAddress)
    .transform((address) => address as TMailAddress);
}

/** The address in `value` when it is one valid bare address, else null. */
export function parseMailAddress(value: string | null | undefined): TMailAddress | null {
  if (value === null || value === undefined) return null;
  const parsed = ZMailAddress().safeParse(value);
  return parsed.success ? parsed.data : null;
}
