"use client";

import type { TErrorItems } from "@store/domain/errors";
import { useCallback, useState } from "react";
import { ApiError } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";

export type TOpsFormState = {
  pending: boolean;
  /** The refusal not tied to a field, in the viewer's language. */
  message: string | null;
  /** The server's per-field messages (422), by field path ("firstUser.email"). */
  items: TErrorItems;
};

/**
 * What the console's provider forms and buttons share: a loading state while the call runs, and
 * the server's message and per-field messages when it refuses. What was typed stays in the form.
 */
export function useOpsForm() {
  const t = useT("opsProviders.errors");
  const [state, setState] = useState<TOpsFormState>({ pending: false, message: null, items: {} });

  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      setState({ pending: true, message: null, items: {} });
      try {
        const result = await call();
        setState({ pending: false, message: null, items: {} });
        return result;
      } catch (error) {
        const known = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
        const items = error instanceof ApiError ? error.items : {};
        setState({ pending: false, message: known ? error.message : t("unexpected"), items });
        const first = Object.keys(items)[0];
        if (first) document.querySelector<HTMLElement>(`form [name="${CSS.escape(first)}"]`)?.focus();
        return undefined;
      }
    },
    [t],
  );

  return { state, run };
}
