"use client";

import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { createApiForm, IDLE_API_FORM, type TApiFormOptions, type TApiFormState } from "./api-form";

export type { TApiFormFailure, TApiFormOptions, TApiFormShows, TApiFormState } from "./api-form";

/**
 * The one form state of the store's forms, dialogs and action buttons that call the API
 * (SPEC §8 errors in place). What the user typed stays in the caller's own state and is never
 * cleared here, so a refusal loses nothing.
 *
 * ```tsx
 * const t = useT("opsProviders.errors");
 * const { state, run, clearError } = useApiForm({ unexpected: t("unexpected"), focusFirstInvalid: true });
 * const submit = async () => {
 *   const created = await run(() => apiClient.post(API, values)); // undefined after a refusal
 *   if (created) router.push(...);
 * };
 * // state.pending: disable the button; state.message: the alert; state.items[name]: under a field;
 * // onChange: set the value, then clearError(name) if the field's message should go as it is edited.
 * ```
 *
 * Options (see `api-form.ts`): `unexpected`, the words for a failure not answered with the
 * server's; `shows`, which failures show the server's words (an in-place form of
 * `@store/domain/dialog-errors`, `"clientError"` (default) or `"anyMessage"`); `refused`, for
 * failures the form answers its own way (429, a 401 handed to the sign-in dialog); and
 * `focusFirstInvalid`, to focus the first field (by `name`, inside a form) that has a message.
 *
 * Actions: `run(call)`, `check(items, message?)` for the client's own checks before sending,
 * `fail(message, items?)`, `clearError(name?)` (all fields without a name), `hold()` (stay pending while the page moves on) and
 * `reset()`. They keep their identity across renders.
 */
export function useApiForm(options: TApiFormOptions) {
  const [state, setState] = useState<TApiFormState>(IDLE_API_FORM);
  // The newest state and options, for actions made once: a second click in the same frame sees pending.
  const current = useRef(state);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const actions = useMemo(
    () =>
      createApiForm(
        {
          get: () => current.current,
          set: (next) => {
            current.current = next;
            setState(next);
          },
        },
        () => latest.current,
        focusField,
      ),
    [],
  );
  return { state, ...actions };
}

function focusField(name: string): void {
  document.querySelector<HTMLElement>(`form [name="${CSS.escape(name)}"]`)?.focus();
}
