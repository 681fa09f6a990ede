"use client";

import { ImageUploadField } from "@/features/platform/media";
import { useT } from "@/i18n/use-t";
import { EDITORIAL_IMAGE_UPLOAD_PATH } from "../editorial-api-paths";
import type { TFieldSpec } from "../editorial-kinds";
import type { TFieldValue } from "../form-values";
import { MarkdownLivePreview } from "./markdown-live-preview";
import type { TAppChoice } from "../server/list-editorial-items";
import { AppPicker } from "./app-picker";

const control =
  "w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger disabled:bg-canvas";

type TProps = {
  field: TFieldSpec;
  value: TFieldValue;
  onChange: (value: TFieldValue) => void;
  issues: string[];
  apps: TAppChoice[];
  disabled: boolean;
  /** The label when the field's description does not word it (a translated version's field). */
  label?: string;
};

/** One field of the console's editorial form, drawn from its description: label, control, hint, errors. */
export function EditorialField({ field, value, onChange, issues, apps, disabled, label: givenLabel }: TProps) {
  const t = useT("opsEditorial.form");
  const tAll = useT();
  const id = `editorial-${field.name}`;
  const label = givenLabel ?? (field.messages ? tAll(field.messages.label) : t(`fields.${field.name}`));
  const hint = field.messages
    ? field.messages.hint
      ? tAll(field.messages.hint)
      : null
    : ["richText", "categories", "datetime"].includes(field.type)
      ? t(`hints.${field.type}`)
      : null;
  const describedBy = [issues.length > 0 ? `${id}-issues` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  const aria = {
    id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": issues.length > 0 ? true : undefined,
    "aria-required": field.required || undefined,
    disabled,
  };
  const text = typeof value === "string" ? value : "";
  const errors =
    issues.length > 0 ? (
      <ul id={`${id}-issues`} className="text-sm font-bold text-danger" data-field-issue={field.name}>
        {issues.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : null;

  if (field.type === "image") {
    return (
      <div className="flex flex-col gap-1" data-field={field.name}>
        <ImageUploadField
          kind="banner"
          value={text === "" ? null : text}
          onChange={(url) => onChange(url ?? "")}
          label={field.required ? t("requiredLabel", { label }) : label}
          describedBy={issues.length > 0 ? `${id}-issues` : undefined}
          disabled={disabled}
          uploadPath={EDITORIAL_IMAGE_UPLOAD_PATH}
        />
        {errors}
      </div>
    );
  }
  if (field.type === "apps") {
    return (
      <div className="flex flex-col gap-1" data-field={field.name}>
        <AppPicker
          label={label}
          apps={apps}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          max={field.max ?? 50}
          disabled={disabled}
        />
        {errors}
      </div>
    );
  }
  const change = (next: string) => onChange(next);
  return (
    <div className="flex flex-col gap-1" data-field={field.name}>
      <label htmlFor={id} className="flex flex-wrap items-center gap-2 text-sm font-bold">
        {label}
        {field.required ? (
          // The control says it is required (aria-required); the badge is for the eye only.
          <span aria-hidden="true" className="rounded bg-danger px-1.5 py-0.5 text-xs text-white">
            {t("required")}
          </span>
        ) : null}
      </label>
      {field.type === "select" ? (
        <select {...aria} className={control} value={text} onChange={(event) => change(event.target.value)}>
          {(field.options?.values ?? []).map((option) => (
            <option key={option} value={option}>
              {tAll(`${field.options?.labels}.${option}`)}
            </option>
          ))}
        </select>
      ) : field.type === "textarea" || field.type === "richText" || field.type === "markdown" ? (
        <textarea
          {...aria}
          className={`${control} ${field.type === "textarea" ? "" : "font-mono text-sm"}`}
          rows={{ textarea: 4, richText: 10, markdown: 20 }[field.type]}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <input
          {...aria}
          className={control}
          type={field.type === "datetime" ? "datetime-local" : field.type === "url" ? "url" : "text"}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
      )}
      {errors}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {field.type === "markdown" ? <MarkdownLivePreview markdown={text} /> : null}
    </div>
  );
}
