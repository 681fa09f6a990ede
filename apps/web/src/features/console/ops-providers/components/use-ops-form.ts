"use client";

import { type TApiFormState, useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";

export type TOpsFormState = TApiFormState;

/**
 * The console's provider forms and buttons' settings of the one form hook: a 4xx's own words (any
 * other failure the generic ones), its per-field messages by path ("firstUser.email"), the first
 * such field focused.
 */
export function useOpsForm() {
  const t = useT("opsProviders.errors");
  const { state, run } = useApiForm({ unexpected: t("unexpected"), focusFirstInvalid: true });
  return { state, run };
}
