"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { addDays, addMonths, endOfWeek, isIsoDate, monthWeeks, startOfWeek, weekdayOrder } from "./calendar";

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

function storeToday(): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(new Date());
}

/**
 * A date filter: a text field for YYYY-MM-DD (typing stays possible) and a button opening a calendar
 * dialog after the WAI-ARIA date picker dialog pattern. Weeks start on the locale's week start
 * (SPEC §9); arrows move a day or a week, Home/End to the week's start/end, Page Up/Down a month,
 * Enter or Space choose, Escape closes; focus returns to the button.
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
  const [focused, setFocused] = useState(() => (isIsoDate(defaultValue) ? defaultValue : storeToday()));
  const dialogRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    dialogRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [open, focused]);

  const openDialog = () => {
    setFocused(isIsoDate(value) ? value : storeToday());
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (date: string) => {
    setValue(date);
    close();
  };

  const onGridKey = (event: KeyboardEvent) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => startOfWeek(focused, weekStart),
      End: () => endOfWeek(focused, weekStart),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setFocused(move());
    }
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

  const utc = (date: string) => new Date(`${date}T00:00:00Z`);
  const monthTitle = new Intl.DateTimeFormat(localeTag, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    utc(focused),
  );
  const weekdayShort = new Intl.DateTimeFormat(localeTag, { weekday: "short", timeZone: "UTC" });
  const weekdayLong = new Intl.DateTimeFormat(localeTag, { weekday: "long", timeZone: "UTC" });
  const fullDate = new Intl.DateTimeFormat(localeTag, { dateStyle: "full", timeZone: "UTC" });
  // 2026-11-01 is a Sunday: weekday n is that date plus n days.
  const weekday = (n: number) => utc(addDays("2026-11-01", n));

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
          onClick={() => (open ? close() : openDialog())}
          className="min-h-11 min-w-11 shrink-0 rounded-lg border border-line bg-white px-2 text-brand-700"
          data-date-picker-open={name}
        >
          <span aria-hidden="true">📅</span>
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
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => setFocused(addMonths(focused, -1))}
              className="min-h-11 min-w-11 rounded-lg text-brand-700 hover:bg-canvas"
            >
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{labels.previousMonth}</span>
            </button>
            <h2 id={headingId} aria-live="polite" className="font-bold">
              {monthTitle}
            </h2>
            <button
              type="button"
              onClick={() => setFocused(addMonths(focused, 1))}
              className="min-h-11 min-w-11 rounded-lg text-brand-700 hover:bg-canvas"
            >
              <span aria-hidden="true">›</span>
              <span className="sr-only">{labels.nextMonth}</span>
            </button>
          </div>
          <table className="mt-2 w-full border-collapse text-center text-sm" onKeyDown={onGridKey}>
            <thead>
              <tr>
                {weekdayOrder(weekStart).map((day) => (
                  <th
                    key={day}
                    scope="col"
                    abbr={weekdayLong.format(weekday(day))}
                    className="py-1 font-normal text-ink-muted"
                    data-weekday={day}
                  >
                    {weekdayShort.format(weekday(day))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(focused, weekStart).map((week) => (
                <tr key={week[0]?.date}>
                  {week.map(({ date, inMonth }) => (
                    <td key={date} className="p-0">
                      <button
                        type="button"
                        tabIndex={date === focused ? 0 : -1}
                        aria-label={fullDate.format(utc(date))}
                        aria-pressed={date === value}
                        onClick={() => choose(date)}
                        data-date={date}
                        className={`min-h-10 w-full rounded-lg aria-pressed:bg-brand-600 aria-pressed:text-white hover:bg-canvas focus-visible:outline-2 ${
                          inMonth ? "" : "text-ink-muted"
                        }`}
                      >
                        {Number(date.slice(8))}
                      </button>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
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
