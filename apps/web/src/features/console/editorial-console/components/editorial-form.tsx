"use client";

import type { TEditorialItem } from "@store/domain/schemas/editorial";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { editEditorialPath } from "@/paths/ops-paths";
import { ApiError, apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import { editorialCollectionApiPath, editorialItemApiPath } from "../editorial-api-paths";
import type { TConsoleKind } from "../editorial-kinds";
import {
  formFieldsOf,
  formValuesOf,
  issuesOf,
  requestBodyOf,
  type TFieldValue,
  type TFormValues,
  toLocalInput,
} from "../form-values";
import type { TAppChoice } from "../server/list-editorial-items";
import { isTranslatableKind } from "@store/domain/editorial-translations";
import { EditorialField } from "./editorial-field";
import { EditorialTranslations } from "./editorial-translations";

type TProps = {
  kind: TConsoleKind;
  item: TEditorialItem | null;
  apps: TAppChoice[];
  /** A new item's first values (a terms version starts from the newest text of its kind). */
  start?: Record<string, unknown>;
  /**
   * A field whose choice the start follows (a terms version's kind): changed before anything else
   * is typed, the page opens again with `?{field}=` that choice, so the text starts from its newest.
   */
  startFollows?: string;
};
type TOutcome =
  | { kind: "idle" }
  | { kind: "saved" }
  | { kind: "failed"; message: string; items: Record<string, string[]> };

/**
 * The one form of every editorial kind, its fields drawn from EDITORIAL_KIND_SPECS: creates (then
 * opens the new item) or saves every field. A refusal keeps what was typed and names each field.
 */
export function EditorialForm({ kind, item, apps, start, startFollows }: TProps) {
  const t = useT("opsEditorial.form");
  const router = useRouter();
  const hydrated = useHydrated();
  const fields = formFieldsOf(kind, item === null);
  const [values, setValues] = useState<TFormValues>(() => formValuesOf(kind, item ?? start ?? null, { times: false }));
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>({ kind: "idle" });
  const status = useRef<HTMLDivElement>(null);
  const typed = useRef(false);

  function change(name: string, value: TFieldValue) {
    setValues((current) => ({ ...current, [name]: value }));
    if (name !== startFollows) typed.current = true;
    else if (item === null && !typed.current && typeof value === "string") {
      router.replace(`?${new URLSearchParams({ [name]: value })}`, { scroll: false });
    }
  }

  // Times need the browser's time zone: filled in once the page is live (a new item's `defaultNow`
  // ones at this minute).
  useEffect(() => {
    const local = formValuesOf(kind, item ?? start ?? null);
    const now = toLocalInput(new Date().toISOString());
    setValues((current) => {
      const next = { ...current };
      for (const field of formFieldsOf(kind, item === null)) {
        if (field.type !== "datetime" || current[field.name] !== "") continue;
        next[field.name] = local[field.name] || (item === null && field.defaultNow ? now : "");
      }
      return next;
    });
  }, [kind, item, start]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const body = requestBodyOf(kind, values, { creating: item === null });
      if (item) {
        await apiClient.patch(editorialItemApiPath(kind, item.id), body);
        setOutcome({ kind: "saved" });
        router.refresh();
      } else {
        const created = await apiClient.post<TEditorialItem>(editorialCollectionApiPath(kind), body);
        router.push(`${editEditorialPath(kind, created.id)}?created=1`);
        return;
      }
    } catch (error) {
      const known = error instanceof ApiError && error.message !== "";
      setOutcome({
        kind: "failed",
        message: known ? error.message : t("failed"),
        items: error instanceof ApiError ? error.items : {},
      });
    }
    setSaving(false);
    status.current?.focus();
  }

  const items = outcome.kind === "failed" ? outcome.items : {};
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" data-editorial-form={kind}>
      <div ref={status} tabIndex={-1} className="outline-none">
        {outcome.kind === "failed" ? (
          <p role="alert" className="rounded-lg border border-danger bg-white p-3 text-sm font-bold text-danger">
            {outcome.message}
          </p>
        ) : outcome.kind === "saved" ? (
          <p role="status" className="rounded-lg border border-line bg-brand-50 p-3 text-sm font-bold">
            {t("saved")}
          </p>
        ) : null}
      </div>
      {fields.map((field) => (
        <EditorialField
          key={field.name}
          field={field}
          value={values[field.name] ?? ""}
          onChange={(value) => change(field.name, value)}
          issues={issuesOf(items, field.name)}
          apps={apps}
          disabled={!hydrated || saving}
        />
      ))}
      {isTranslatableKind(kind) ? (
        <EditorialTranslations
          kind={kind}
          values={values}
          onChange={change}
          items={items}
          disabled={!hydrated || saving}
        />
      ) : null}
      <div>
        <button
          type="submit"
          disabled={!hydrated || saving}
          className="min-h-11 rounded-lg bg-brand-700 px-6 py-2 font-bold text-white hover:bg-brand-600 disabled:opacity-60"
        >
          {saving ? t("saving") : item ? t("save") : t("create")}
        </button>
      </div>
    </form>
  );
}
