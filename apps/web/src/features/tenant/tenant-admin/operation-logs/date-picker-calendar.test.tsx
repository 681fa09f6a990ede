import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DatePickerCalendar, type TDatePickerCalendarProps } from "./date-picker-calendar";

// The calendar as the server would write it: what a visitor sees before touching a key.
function render(props: Partial<TDatePickerCalendarProps>): string {
  return renderToStaticMarkup(
    <DatePickerCalendar
      value=""
      today="2026-11-27"
      localeTag="ja"
      weekStart={0}
      headingId="month-heading"
      labels={{ previousMonth: "前の月", nextMonth: "次の月" }}
      onChoose={() => undefined}
      {...props}
    />,
  );
}

const headers = (html: string) => [...html.matchAll(/<th[^>]*data-weekday="(\d)"[^>]*>([^<]*)<\/th>/g)];
const dayButtons = (html: string) => [...html.matchAll(/<button[^>]*data-date="([\d-]+)"[^>]*>/g)];
const dayButton = (html: string, date: string) => dayButtons(html).find((match) => match[1] === date)?.[0] ?? "";

describe("the date picker's calendar", () => {
  it("in Japanese starts weeks on Sunday and names the month, weekdays and days in Japanese", () => {
    const html = render({ value: "2026-11-11" });
    expect(html).toMatch(/<h2[^>]*id="month-heading"[^>]*>2026年11月<\/h2>/);
    expect(headers(html).map((match) => [match[1], match[2]])).toEqual([
      ["0", "日"],
      ["1", "月"],
      ["2", "火"],
      ["3", "水"],
      ["4", "木"],
      ["5", "金"],
      ["6", "土"],
    ]);
    expect(html).toContain('abbr="日曜日"');
    // November 2026 begins on Sunday the 1st and its last week ends on Saturday 5 December.
    const days = dayButtons(html).map((match) => match[1]);
    expect(days[0]).toBe("2026-11-01");
    expect(days.at(-1)).toBe("2026-12-05");
    // The chosen day is the one the keyboard starts on.
    expect(dayButton(html, "2026-11-11")).toContain('aria-label="2026年11月11日水曜日"');
    expect(dayButton(html, "2026-11-11")).toContain('tabindex="0"');
    expect(dayButton(html, "2026-11-27")).toContain('tabindex="-1"');
    expect(html).toMatch(/<td[^>]*aria-selected="true"[^>]*data-day="2026-11-11"/);
    expect(html).toContain('aria-label="前の月"');
    expect(html).toContain('aria-label="次の月"');
  });

  it("in Portuguese starts weeks on Monday, with October's last days before the 1st", () => {
    const html = render({ value: "2026-11-11", localeTag: "pt-BR", weekStart: 1 });
    expect(headers(html)[0]?.[1]).toBe("1");
    expect(headers(html).at(-1)?.[1]).toBe("0");
    const days = dayButtons(html).map((match) => match[1]);
    expect(days[0]).toBe("2026-10-26");
    expect(days[6]).toBe("2026-11-01");
    expect(days.at(-1)).toBe("2026-12-06");
  });

  it("in English writes short weekday names, and without a chosen date shows today's month with today reachable", () => {
    const html = render({ localeTag: "en-US", today: "2027-03-05" });
    expect(headers(html)[0]?.[2]).toBe("Sun");
    expect(html).toMatch(/>March 2027<\/h2>/);
    expect(dayButton(html, "2027-03-05")).toContain('aria-label="Friday, March 5, 2027"');
    expect(dayButton(html, "2027-03-05")).toContain('tabindex="0"');
    expect(html).not.toContain('aria-selected="true"');
  });
});
