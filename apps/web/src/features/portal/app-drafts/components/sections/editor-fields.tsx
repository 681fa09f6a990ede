"use client";

import type { ReactNode } from "react";
import { TextLimitCounter } from "./text-limit-counter";
import { useT } from "@/i18n/use-t";
import { fieldId, useEditor } from "../editor-context";

export const control =
  "w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger read-only:bg-canvas disabled:bg-canvas";

/** The label row, the control, its counter, issues and hint: all read with the control. */
export function FieldFrame(props: {
  path: string;
  label: string;
  required?: boolean;
  hint?: string;
  counter?: { value: string; max: number };
  children: (aria: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const t = useT("draftEditor");
  const { issuesOf } = useEditor();
  const id = fieldId(props.path);
  const issues = issuesOf(props.path);
  const describedBy = [
    issues.length > 0 ? `${id}-issues` : null,
    props.counter ? `${id}-counter` : null,
    props.hint ? `${id}-hint` : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-1" data-field={props.path}>
      <label htmlFor={id} className="flex flex-wrap items-center gap-2 text-sm font-bold">
        {props.label}
        {props.required ? (
          <span className="rounded bg-danger px-1.5 py-0.5 text-xs text-white">{t("required")}</span>
        ) : null}
      </label>
      {props.children({
        id,
        "aria-describedby": describedBy.join(" ") || undefined,
        "aria-invalid": issues.length > 0 ? true : undefined,
      })}
      {props.counter ? (
        <TextLimitCounter id={`${id}-counter`} value={props.counter.value} max={props.counter.max} />
      ) : null}
      {issues.length > 0 ? (
        <ul id={`${id}-issues`} className="text-sm font-bold text-danger" data-field-issue={props.path}>
          {issues.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {props.hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

type TTextProps = {
  path: string;
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  max?: number;
  rows?: number;
  required?: boolean;
  hint?: string;
  type?: "text" | "url" | "email" | "date";
  readOnly?: boolean;
};

/** A text (or text area, with `rows`) that may be typed past its limit and says by how much. */
export function TextField(props: TTextProps) {
  const { readOnly } = useEditor();
  const value = props.value ?? "";
  return (
    <FieldFrame
      path={props.path}
      label={props.label}
      required={props.required}
      hint={props.hint}
      counter={props.max && props.type !== "url" ? { value, max: props.max } : undefined}
    >
      {(aria) =>
        props.rows ? (
          <textarea
            {...aria}
            className={control}
            rows={props.rows}
            value={value}
            readOnly={readOnly || props.readOnly}
            maxLength={100_000}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...aria}
            className={control}
            type={props.type ?? "text"}
            value={value}
            readOnly={readOnly || props.readOnly}
            maxLength={2000}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )
      }
    </FieldFrame>
  );
}

export function SelectField<V extends string>(props: {
  path: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const { readOnly } = useEditor();
  return (
    <FieldFrame path={props.path} label={props.label}>
      {(aria) => (
        <select
          {...aria}
          className={control}
          value={props.value}
          disabled={readOnly}
          onChange={(event) => props.onChange(event.target.value as V)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckField(props: {
  path: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { readOnly } = useEditor();
  const id = fieldId(props.path);
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-5"
        checked={props.checked}
        disabled={readOnly}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm font-bold">
        {props.label}
      </label>
    </div>
  );
}
