"use client";

import { useMemo } from "react";
import {
  type CaptionLabelProps,
  type ChevronProps,
  type CustomComponents,
  DayButton,
  type DayButtonProps,
  DayPicker,
  type WeekdaysProps,
} from "react-day-picker";
import { CALENDAR_TIME_ZONE, toCalendarDate, toIsoDate, weekdayOrder } from "./calendar-dates";

export type TDatePickerCalendarProps = {
  /** The chosen ISO date, or "" (then today's month shows). */
  value: string;
  today: string;
  /** The BCP 47 tag the month, weekday and day names are written in. */
  localeTag: string;
  weekStart: 0 | 1;
  /** The id of the month heading, which names the dialog around the calendar. */
  headingId: string;
  labels: { previousMonth: string; nextMonth: string };
  onChoose: (iso: string) => void;
};

// The grid's classes: react-day-picker's own style sheet is not loaded, so these are all it has.
const CLASS_NAMES = {
  month: "grid grid-cols-[auto_1fr_auto] items-center gap-2",
  month_caption: "text-center",
  button_previous: "min-h-11 min-w-11 rounded-lg text-brand-700 hover:bg-canvas",
  button_next: "min-h-11 min-w-11 rounded-lg text-brand-700 hover:bg-canvas",
  month_grid: "col-span-3 w-full border-collapse text-center text-sm",
  day: "p-0",
  day_button: "min-h-10 w-full rounded-lg hover:bg-canvas focus-visible:outline-2",
};

/** The names the calendar writes, from the browser's Intl in the page's language (no date-fns locale to ship). */
function intlNames(localeTag: string) {
  const utc = { timeZone: CALENDAR_TIME_ZONE };
  const month = new Intl.DateTimeFormat(localeTag, { ...utc, year: "numeric", month: "long" });
  const fullDate = new Intl.DateTimeFormat(localeTag, { ...utc, dateStyle: "full" });
  const weekdayShort = new Intl.DateTimeFormat(localeTag, { ...utc, weekday: "short" });
  const weekdayLong = new Intl.DateTimeFormat(localeTag, { ...utc, weekday: "long" });
  // 2026-11-01 is a Sunday: weekday n is n days after it.
  const weekday = (n: number) => toCalendarDate(`2026-11-0${n + 1}`);
  return {
    month: (date: Date) => month.format(date),
    fullDate: (date: Date) => fullDate.format(date),
    weekdayShort: (n: number) => weekdayShort.format(weekday(n)),
    weekdayLong: (n: number) => weekdayLong.format(weekday(n)),
  };
}

/**
 * The month grid of the date picker dialog (react-day-picker). Weeks start on the locale's week
 * start (SPEC §9); arrows move a day or a week, Home/End to the week's start/end, Page Up/Down a
 * month (with Shift a year), Enter or Space choose. Focus starts on the chosen date, else today.
 */
export function DatePickerCalendar({
  value,
  today,
  localeTag,
  weekStart,
  headingId,
  labels,
  onChoose,
}: TDatePickerCalendarProps) {
  const names = useMemo(() => intlNames(localeTag), [localeTag]);
  // Stable across renders: a new component type would remount the grid and lose focus.
  const components = useMemo<Partial<CustomComponents>>(
    () => ({
      // The month title names the dialog (aria-labelledby) and is announced as the month changes.
      CaptionLabel: ({ role: _role, ...props }: CaptionLabelProps) => (
        <h2 {...props} id={headingId} aria-live="polite" className="font-bold" />
      ),
      Chevron: ({ orientation }: ChevronProps) => <span aria-hidden="true">{orientation === "left" ? "‹" : "›"}</span>,
      // Column headers a screen reader reads in full (abbr); data-weekday names the column's day.
      Weekdays: ({ children: _days, ...props }: WeekdaysProps) => (
        <thead>
          <tr {...props}>
            {weekdayOrder(weekStart).map((day) => (
              <th
                key={day}
                scope="col"
                abbr={names.weekdayLong(day)}
                className="py-1 font-normal text-ink-muted"
                data-weekday={day}
              >
                {names.weekdayShort(day)}
              </th>
            ))}
          </tr>
        </thead>
      ),
      DayButton: ({ className, ...props }: DayButtonProps) => (
        <DayButton
          {...props}
          data-date={props.day.isoDate}
          className={`${className} ${props.modifiers.selected ? "bg-brand-600 text-white hover:bg-brand-700" : ""} ${
            props.modifiers.outside ? "text-ink-muted" : ""
          }`}
        />
      ),
    }),
    [headingId, names, weekStart],
  );
  const dayLabels = useMemo(
    () => ({
      labelPrevious: () => labels.previousMonth,
      labelNext: () => labels.nextMonth,
      labelGrid: (month: Date) => names.month(month),
      labelDayButton: (date: Date) => names.fullDate(date),
    }),
    [labels.previousMonth, labels.nextMonth, names],
  );
  const formatters = useMemo(() => ({ formatCaption: (month: Date) => names.month(month) }), [names]);
  const selected = value ? toCalendarDate(value) : undefined;
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={(date: Date) => onChoose(toIsoDate(date))}
      defaultMonth={selected ?? toCalendarDate(today)}
      today={toCalendarDate(today)}
      timeZone={CALENDAR_TIME_ZONE}
      weekStartsOn={weekStart}
      lang={localeTag}
      showOutsideDays
      autoFocus
      navLayout="around"
      components={components}
      labels={dayLabels}
      formatters={formatters}
      classNames={CLASS_NAMES}
    />
  );
}
