import type { TErrorItems } from "@store/domain/errors";

/** The address checks a form makes before sending (the server checks again). */
export function emailItems(email: string, t: (key: string) => string): TErrorItems {
  const trimmed = email.trim();
  if (trimmed === "") return { email: [t("fields.emailRequired")] };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return { email: [t("fields.emailInvalid")] };
  return {};
}
