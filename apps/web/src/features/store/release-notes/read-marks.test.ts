import { describe, expect, it } from "vitest";
import { markRead, readIds, unreadIds } from "./read-marks";

const notes = [{ id: "b" }, { id: "a" }];

describe("release-notes read marks", () => {
  it("marks every note unread in a browser that has read none", () => {
    expect([...unreadIds(notes, readIds(null))]).toEqual(["b", "a"]);
  });

  it("keeps what was shown as read, so only newer notes are unread next time", () => {
    const stored = markRead(readIds(null), notes);
    expect([...unreadIds([{ id: "c" }, ...notes], readIds(stored))]).toEqual(["c"]);
  });

  it("treats a damaged stored value as nothing read", () => {
    expect([...unreadIds(notes, readIds("{not json"))]).toEqual(["b", "a"]);
    expect([...unreadIds(notes, readIds('{"a":1}'))]).toEqual(["b", "a"]);
  });
});
