"use client";

import type { TErrorItems } from "@store/domain/errors";
import { type TApiFormState, useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";

export type TAccountFormState = TApiFormState;

/**
 * The account forms' settings of the one form hook: SPEC §8's account-form failures in place with
 * the server's words (any other reads as the generic one), the first field with a message focused,
 * and the client's own checks said with "fix the fields" above them.
 */
export function useAccountSubmit() {
  const t = useT("accounts");
  const form = useApiForm({ unexpected: t("errors.unexpected"), shows: "accountForm", focusFirstInvalid: true });
  /** Shows the client's own per-field messages; false when there were any (do not send). */
  const check = (items: TErrorItems): boolean => form.check(items, t("errors.fixFields"));
  return { state: form.state, check, run: form.run, hold: form.hold };
}
