"use client";

import type { TErrorItems } from "@store/domain/errors";
import { useId, useState } from "react";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";

/** What a fields component of a client or an add-on takes (client-fields.tsx, addon-fields.tsx). */
export type TFieldsProps<T> = {
  values: T;
  onChange: (values: T, field: keyof T & string) => void;
  items: TErrorItems;
  disabled: boolean;
  hintId: string;
};

/**
 * The state of a register or edit form of a client or an add-on: what is typed (kept on a refusal),
 * the API form, and `fields`, the props of its fields component: a change clears its field's message.
 */
export function useRegistrationForm<T>(initial: () => T, options: { focusFirstInvalid?: boolean } = {}) {
  const t = useT("developerIntegrations");
  const id = useId();
  const form = useApiForm({
    unexpected: t("failed"),
    shows: "anyMessage",
    focusFirstInvalid: options.focusFirstInvalid ?? false,
  });
  const [values, setValues] = useState<T>(initial);
  const fields: TFieldsProps<T> = {
    values,
    items: form.state.items,
    disabled: form.state.pending,
    hintId: `${id}-hint`,
    onChange: (next, field) => {
      setValues(next);
      form.clearError(field);
    },
  };
  return { ...form, values, setValues, fields };
}
