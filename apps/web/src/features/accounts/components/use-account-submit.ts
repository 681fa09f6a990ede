"use client";

import type { TErrorItems } from "@store/domain/errors";
import { useCallback, useState } from "react";
import { isShownFailure } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";

export type TAccountFormState = {
  pending: boolean;
  /** The refusal not tied to a field, in the viewer's language. */
  message: string | null;
  /** Per-field messages (the client's own checks, or the server's 422). */
  items: TErrorItems;
};

/**
 * The state every account form shares: a loading state while the call runs, the server's message
 * and per-field messages when it refuses. What was typed lives in the form and is never cleared here.
 */
export function useAccountSubmit() {
  const t = useT("accounts");
  const [state, setState] = useState<TAccountFormState>({ pending: false, message: null, items: {} });

  /** Shows the client's own per-field messages; false when there were any (do not send). */
  const check = useCallback(
    (items: TErrorItems): boolean => {
      const fields = Object.keys(items);
      if (fields.length === 0) return true;
      setState({ pending: false, message: t("errors.fixFields"), items });
      focusField(fields[0]);
      return false;
    },
    [t],
  );

  /** Runs the call; answers its result, or undefined after showing why it was refused. */
  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      setState({ pending: true, message: null, items: {} });
      try {
        const result = await call();
        setState({ pending: false, message: null, items: {} });
        return result;
      } catch (error) {
        // SPEC §8: the failures these forms answer in place with the server's words; any other
        // (nothing answered, a 5xx) reads as the generic one, and what was typed stays.
        const shown = isShownFailure(error, "accountForm") ? error : null;
        const items = shown?.items ?? {};
        setState({ pending: false, message: shown?.message ?? t("errors.unexpected"), items });
        focusField(Object.keys(items)[0]);
        return undefined;
      }
    },
    [t],
  );

  /** Keeps the loading state on after success, while the browser moves to the next page. */
  const hold = useCallback(() => setState((current) => ({ ...current, pending: true })), []);

  return { state, check, run, hold };
}

function focusField(name: string | undefined): void {
  if (!name) return;
  const field = document.querySelector<HTMLInputElement>(`form [name="${CSS.escape(name)}"]`);
  field?.focus();
}
