"use client";

import type { TTermsKind } from "@store/domain/enums";
import type { TErrorItems } from "@store/domain/errors";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { editEditorialPath } from "@/paths/ops-paths";
import { ApiError } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";
import { createTermsVersion, updateTermsVersion } from "../client/terms-api";
import { fromLocalInputValue, toLocalInputValue } from "../client/local-date-time";

export type TTermsFormValues = {
  kind: TTermsKind;
  version: string;
  title: string;
  bodyMarkdown: string;
  /** A datetime-local value in the browser's zone. */
  effectiveAt: string;
};

export type TTermsFormInitial = Omit<TTermsFormValues, "effectiveAt"> & {
  id: number | null;
  /** ISO; null for a new version (the form proposes now). */
  effectiveAt: string | null;
};

/**
 * The state of the terms version form: what is typed (kept whatever the server answers), the
 * per-field messages of a refusal and the save itself (create, then edit the new version).
 */
export function useTermsVersionForm(initial: TTermsFormInitial) {
  const t = useT("opsTerms.form");
  const router = useRouter();
  const [values, setValues] = useState<TTermsFormValues>({ ...initial, effectiveAt: "" });
  const [errors, setErrors] = useState<TErrorItems>({});
  const [message, setMessage] = useState<{ kind: "error" | "saved"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // The zone is the browser's: the time is filled in once the page runs there.
  useEffect(() => {
    const at = initial.effectiveAt ? new Date(initial.effectiveAt) : new Date();
    setValues((v) => (v.effectiveAt === "" ? { ...v, effectiveAt: toLocalInputValue(at) } : v));
  }, [initial.effectiveAt]);

  const set = <K extends keyof TTermsFormValues>(key: K, value: TTermsFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const save = async () => {
    if (busy) return;
    const effectiveAt = fromLocalInputValue(values.effectiveAt);
    if (!effectiveAt) {
      setErrors({ effectiveAt: [t("effectiveAtInvalid")] });
      setMessage({ kind: "error", text: t("checkFields") });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const fields = { version: values.version, title: values.title, bodyMarkdown: values.bodyMarkdown, effectiveAt };
      const saved =
        initial.id === null
          ? await createTermsVersion({ ...fields, kind: values.kind })
          : await updateTermsVersion(initial.id, fields);
      setErrors({});
      if (initial.id === null) router.push(editEditorialPath("terms", saved.id));
      else {
        setMessage({ kind: "saved", text: t("saved") });
        router.refresh();
      }
    } catch (caught) {
      const refused = caught instanceof ApiError;
      setErrors(refused ? caught.items : {});
      setMessage({ kind: "error", text: refused && caught.message ? caught.message : t("failed") });
    } finally {
      setBusy(false);
    }
  };

  return { values, set, errors, message, busy, save };
}
