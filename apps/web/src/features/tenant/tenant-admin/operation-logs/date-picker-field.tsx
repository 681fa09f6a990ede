"use client";

import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { isIsoDate, storeToday } from "./calendar-dates";

// The calendar (react-day-picker) loads when the dialog first opens: the field itself is a text
// box and a button, and no other page carries the calendar's code.
const DatePickerCalendar = lazy(() =>
  import("./date-picker-calendar").then((m) => ({ default: m.DatePickerCalendar })),
);

export type TDatePickerLabels = {
  /** The button that opens the calendar, e.g. "Choose a date (from)". */
  open: string;
  previousMonth: string;
  nextMonth: string;
  close: string;
};

type TProps = {
  id: string;
  name: string;
  defaultValue: string;
  /** The BCP 47 tag the month, weekday and day names are written in. */
  localeTag: string;
  weekStart: 0 | 1;
  labels: TDatePickerLabels;
  className: string;
  /** aria-invalid / aria-describedby when the typed value was refused. */
  invalidProps: Record<string, unknown>;
};

/**
 * A date filter: a text field for YYYY-MM-DD (typing stays possible) and a button opening a calendar
 * dialog after the WAI-ARIA date picker dialog pattern: the calendar's keys (date-picker-calendar.tsx),
 * Escape closes, Tab stays inside; focus returns to the button.
 */
export function DatePickerField({
  id,
  name,
  defaultValue,
  localeTag,
  weekStart,
  labels,
  className,
  invalidProps,
}: TProps) {
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (date: string) => {
    setValue(date);
    close();
  };

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab") return;
    // Focus stays in the dialog (modal): Tab from the last control goes to the first and back.
    const controls = [...(dialogRef.current?.querySelectorAll<HTMLButtonElement>("button:not([tabindex='-1'])") ?? [])];
    const first = controls[0];
    const last = controls.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="relative">
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="YYYY-MM-DD"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={className}
          {...invalidProps}
        />
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => (open ? close() : setOpen(true))}
          className="min-h-11 min-w-11 shrink-0 rounded-lg border border-line bg-white px-2 text-brand-700"
          data-date-picker-open={name}
        >
          {/* Drawn, not an emoji: a machine without an emoji font showed an empty box. */}
          <svg
            aria-hidden="true"
            data-calendar-icon=""
            width="20"
            height="20"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            className="mx-auto"
          >
            <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
            <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{labels.open}</span>
        </button>
      </div>
      {open ? (
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={headingId}
          onKeyDown={onDialogKey}
          className="absolute left-0 z-30 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-line bg-white p-3 shadow-lg"
          data-date-picker={name}
        >
          <Suspense fallback={null}>
            <DatePickerCalendar
              value={isIsoDate(value) ? value : ""}
              today={storeToday()}
              localeTag={localeTag}
              weekStart={weekStart}
              headingId={headingId}
              labels={labels}
              onChoose={choose}
            />
          </Suspense>
          <div className="mt-2 flex justify-end">
            <button type="button" onClick={close} className="min-h-11 rounded-lg px-3 text-brand-700 underline">
              {labels.close}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
