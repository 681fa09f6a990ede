import type { TInPlaceErrorForm } from "@store/domain/dialog-errors";
import type { TErrorItems } from "@store/domain/errors";
import { ApiError, isShownFailure } from "./api-client";

// The state every form and action button of the store keeps while it calls the API, without React:
// `use-api-form.ts` is the hook callers use; this file holds the rules so a test can drive them.

/** What a form shows: the loading state, its message not tied to a field, and per-field messages. */
export type TApiFormState = {
  pending: boolean;
  /** The refusal not tied to a field, in the viewer's language; null when there is none. */
  message: string | null;
  /** Per-field messages by field path ("firstUser.email"): the client's own checks or the server's 422 `items`. */
  items: TErrorItems;
};

export const IDLE_API_FORM: TApiFormState = { pending: false, message: null, items: {} };

/** What the form shows after a refusal. */
export type TApiFormFailure = { message: string | null; items?: TErrorItems };

/**
 * Which failures show the server's own words (any other shows `unexpected`):
 * - a form of the SPEC §8 in-place table (`packages/domain/src/dialog-errors.ts`): those statuses,
 *   with their per-field items;
 * - `"clientError"`: any 4xx with a message; the items of any ApiError;
 * - `"anyMessage"`: any ApiError that carries a message; the items of any ApiError.
 */
export type TApiFormShows = TInPlaceErrorForm | "clientError" | "anyMessage";

export type TApiFormOptions = {
  /** The form's own words for a failure it does not answer with the server's (nothing answered, a 5xx). */
  unexpected: string;
  /** Which failures show the server's words; `"clientError"` when not said. */
  shows?: TApiFormShows;
  /**
   * Looked at first, for failures a form answers its own way (429 with its wait, 401 handing over to
   * the sign-in dialog): a failure to show, `"handled"` when the caller has taken over (the state
   * stays pending: the dialog is being replaced), or undefined for the rules above.
   */
  refused?: (error: unknown) => TApiFormFailure | "handled" | undefined;
  /** Focus the first field with a message (by its `name`) after a refusal or a failed check. */
  focusFirstInvalid?: boolean;
};

/** The message and items a refusal shows under `options`' rules (without `refused`). */
export function failureOf(error: unknown, options: TApiFormOptions): Required<TApiFormFailure> {
  const shows = options.shows ?? "clientError";
  if (!(error instanceof ApiError)) return { message: options.unexpected, items: {} };
  if (shows === "clientError" || shows === "anyMessage") {
    const inRange = shows === "anyMessage" || (error.status >= 400 && error.status < 500);
    return { message: inRange && error.message ? error.message : options.unexpected, items: error.items };
  }
  return isShownFailure(error, shows)
    ? { message: error.message, items: error.items }
    : { message: options.unexpected, items: {} };
}

/** Where the state lives (React state in the hook, a plain variable in a test). */
export type TApiFormStore = { get: () => TApiFormState; set: (next: TApiFormState) => void };

/**
 * The form's actions over `store`. `options` is read at each call, so the hook can hand in the
 * newest words without making new actions; `focus` moves the focus to a field by name.
 */
export function createApiForm(store: TApiFormStore, options: () => TApiFormOptions, focus: (name: string) => void) {
  const show = (failure: TApiFormFailure) => {
    const items = failure.items ?? {};
    store.set({ pending: false, message: failure.message, items });
    const first = Object.keys(items)[0];
    if (first && options().focusFirstInvalid) focus(first);
  };

  return {
    /**
     * Runs the call: pending while it runs, then the result; after a refusal undefined, with the
     * message and items shown. A call while one is pending is not made (a double click sends once).
     * Nothing the user typed is touched: values live in the caller's state.
     */
    async run<T>(call: () => Promise<T>): Promise<T | undefined> {
      if (store.get().pending) return undefined;
      store.set({ pending: true, message: null, items: {} });
      try {
        const result = await call();
        store.set(IDLE_API_FORM);
        return result;
      } catch (error) {
        const own = options().refused?.(error);
        if (own !== "handled") show(own ?? failureOf(error, options()));
        return undefined;
      }
    },
    /**
     * Shows the client's own per-field messages (and `message` above them); true when there were
     * none, so the call may be sent.
     */
    check(items: TErrorItems, message: string | null = null): boolean {
      if (Object.keys(items).length === 0) return true;
      show({ message, items });
      return false;
    },
    /** Shows a refusal the caller found itself (a 409 answered with a result, say). */
    fail(message: string | null, items: TErrorItems = {}): void {
      show({ message, items });
    },
    /**
     * Takes a field's messages away (the user changed it), or every field's without a name; the
     * form-level message stays.
     */
    clearError(name?: string): void {
      const current = store.get();
      if (name === undefined) {
        if (Object.keys(current.items).length > 0) store.set({ ...current, items: {} });
        return;
      }
      if (!(name in current.items)) return;
      const { [name]: _, ...items } = current.items;
      store.set({ ...current, items });
    },
    /** Keeps the loading state on after success, while the browser moves to the next page. */
    hold(): void {
      store.set({ ...store.get(), pending: true });
    },
    /** Takes the message and every field's messages away (a call still running stays pending). */
    reset(): void {
      store.set({ ...IDLE_API_FORM, pending: store.get().pending });
    },
  };
}

export type TApiFormActions = ReturnType<typeof createApiForm>;
