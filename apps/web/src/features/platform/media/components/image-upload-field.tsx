"use client";

import { IMAGE_ACCEPT, type TImageKind } from "@store/domain/schemas/media";
import { type DragEvent, useId, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";
import { useImageUpload } from "./use-image-upload";

type TProps = {
  kind: TImageKind;
  /** The image's URL (the WebP of an upload), or null for none. */
  value: string | null;
  onChange(url: string | null): void;
  label: string;
  describedBy?: string;
  disabled?: boolean;
  /** The audience's upload route; the providers' one unless said. */
  uploadPath?: string;
};

const button =
  "min-h-11 rounded-lg border border-line bg-white px-4 py-2 text-sm font-bold hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50";

/**
 * An image of a listing (logo, lineup, screenshots …): chosen with a button or dropped on the box,
 * sent with its progress shown, then previewed with replace and remove. A refusal (unsupported
 * format, too large) is shown in place and read out.
 */
export function ImageUploadField({ kind, value, onChange, label, describedBy, disabled, uploadPath }: TProps) {
  const t = useT("media");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const state = useImageUpload(kind, onChange, uploadPath);
  const uploading = state.percent !== null;
  const blocked = disabled === true || uploading;
  const described = [`${id}-hint`, state.error ? `${id}-error` : null, describedBy].filter(Boolean).join(" ");

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !blocked) void state.upload(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files);
  };

  return (
    <fieldset data-image-field={kind} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-bold">{label}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut; the button is the way for everyone */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!blocked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col gap-3 rounded-xl border-2 border-dashed p-4 sm:flex-row sm:items-center ${dragging ? "border-primary bg-canvas" : "border-line"}`}
      >
        {value ? (
          // biome-ignore lint/performance/noImgElement: a preview of any URL, shown as is
          <img
            src={value}
            alt={t("field.previewAlt")}
            className="max-h-40 w-auto max-w-full self-start rounded-lg border border-line object-contain"
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={button}
              disabled={blocked}
              aria-describedby={described}
              onClick={() => input.current?.click()}
            >
              {value ? t("field.replace") : t("field.choose")}
            </button>
            {value ? (
              <button type="button" className={`${button} text-danger`} disabled={disabled} onClick={state.remove}>
                {t("field.remove")}
              </button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            {t("field.dropHint")} · {t("field.accepted", { megabytes: state.megabytes })}
          </p>
          {uploading ? (
            <div className="flex items-center gap-2 text-sm">
              <progress
                max={100}
                value={state.percent ?? 0}
                aria-labelledby={`${id}-progress`}
                className="w-40 max-w-full"
              />
              <span id={`${id}-progress`}>{t("field.uploading", { percent: state.percent ?? 0 })}</span>
            </div>
          ) : null}
          {state.error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-bold text-danger" data-field-error="image">
              {state.error}
            </p>
          ) : null}
          <p aria-live="polite" className="sr-only">
            {state.announcement}
          </p>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        disabled={blocked}
        onChange={(event) => {
          pick(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
    </fieldset>
  );
}
