import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { placeTooltip, throttle, TOOLTIP_RESIZE_THROTTLE_MS } from "./tooltip-position";

const viewport = { width: 375, height: 600 };
const tip = { width: 200, height: 40 };

describe("placeTooltip", () => {
  it("centres the tooltip below its control", () => {
    expect(placeTooltip({ top: 100, left: 150, width: 80, height: 30 }, tip, viewport)).toEqual({ top: 136, left: 90 });
  });

  it("keeps 5 px from the left and right edges", () => {
    expect(placeTooltip({ top: 100, left: 0, width: 40, height: 30 }, tip, viewport).left).toBe(5);
    expect(placeTooltip({ top: 100, left: 340, width: 35, height: 30 }, tip, viewport).left).toBe(375 - 5 - 200);
  });

  it("goes above the control when there is no room below", () => {
    expect(placeTooltip({ top: 540, left: 100, width: 80, height: 30 }, tip, viewport).top).toBe(540 - 6 - 40);
  });

  it("stays below when there is no room above either, never above the top margin", () => {
    const tall = { width: 200, height: 590 };
    expect(placeTooltip({ top: 2, left: 100, width: 80, height: 10 }, tall, viewport).top).toBe(18);
  });
});

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then at most once per 100 ms, ending with a call for the last resize", () => {
    const run = vi.fn();
    const throttled = throttle(run, TOOLTIP_RESIZE_THROTTLE_MS);
    throttled.call();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 9; i++) {
      vi.advanceTimersByTime(10);
      throttled.call();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("drops a pending call when cancelled", () => {
    const run = vi.fn();
    const throttled = throttle(run, TOOLTIP_RESIZE_THROTTLE_MS);
    throttled.call();
    throttled.call();
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
