"use client";

// TEMPORARY stand-in for H4's ImageUploadField (features/media/components/image-upload-field.tsx),
// with the same props: a URL typed by hand instead of an upload. Swap the one import in
// editor-image-field.tsx once the real component is on this branch, then delete this file.
import { useId } from "react";

export type TImageKind = "logo" | "lineup" | "screenshot" | "usage" | "feature" | "thumbnail" | "connection";

export function ImageUploadField(props: {
  kind: TImageKind;
  value: string | null;
  onChange(url: string | null): void;
  label: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1" data-image-field={props.kind}>
      <label htmlFor={id} className="text-sm font-bold">
        {props.label}
      </label>
      <input
        id={id}
        type="url"
        className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base disabled:bg-canvas"
        value={props.value ?? ""}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value.trim() === "" ? null : event.target.value)}
      />
    </div>
  );
}
