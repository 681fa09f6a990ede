"use client";

import { ACCESS_REQUEST_NOTE_MAX } from "@store/domain/schemas/tenant";
import { useId } from "react";

/** Whether a note is over the most a request or a decline may carry. */
export function isNoteTooLong(note: string): boolean {
  return note.length > ACCESS_REQUEST_NOTE_MAX;
}

/**
 * The note of an access request (the member's ask) or of its decline (the admin's answer): the
 * text area with its counter, and the form's refusal under them. A pasted text over the limit is
 * kept whole, not cut: the counter turns red and the form refuses it (`isNoteTooLong`).
 */
export function AccessRequestNoteField(props: {
  label: string;
  /** The counter's text for this many characters of the most allowed. */
  counter: (count: number, max: number) => string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  error: string | null;
  /** Space above the label, where the note follows other text. */
  labelClassName?: string;
}) {
  const noteId = useId();
  const counterId = useId();
  const over = isNoteTooLong(props.value);
  return (
    <>
      <label htmlFor={noteId} className={`block text-sm font-bold ${props.labelClassName ?? ""}`}>
        {props.label}
      </label>
      <textarea
        id={noteId}
        aria-describedby={counterId}
        aria-invalid={over || undefined}
        rows={props.rows}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="mt-1 w-full rounded-lg border border-line bg-white px-3 py-2 text-base"
      />
      <p id={counterId} className={`mt-1 text-right text-sm ${over ? "font-bold text-danger" : "text-ink-muted"}`}>
        {props.counter(props.value.length, ACCESS_REQUEST_NOTE_MAX)}
      </p>
      {props.error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </>
  );
}
