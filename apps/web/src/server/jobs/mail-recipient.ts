import "server-only";
import { parseMailAddress, type TMailAddress } from "@store/domain/mail-address";
import { logger } from "@/server/logger";

/**
 * Whom a mail goes to: the first candidate that is one valid address. Rows written before
 * addresses were checked may hold a list or worse; such a value is passed over with a warning
 * (never sent to), and null (nothing valid) means the mail is not sent.
 */
export function mailRecipient(
  candidates: readonly (string | null | undefined)[],
  context: Record<string, unknown>,
): TMailAddress | null {
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined || candidate.trim() === "") continue;
    const address = parseMailAddress(candidate);
    if (address) return address;
    logger.warn(context, "stored mail address is not one valid address: passed over");
  }
  logger.warn(context, "no valid mail address: mail not sent");
  return null;
}
