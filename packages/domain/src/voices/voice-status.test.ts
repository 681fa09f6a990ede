import { describe, expect, it } from "vitest";
import {
  isVoiceInQueue,
  isVoiceMoveAllowed,
  isVoicePublic,
  nextVoiceStatus,
  type TVoiceAction,
  type TVoiceActor,
  type TVoiceStatus,
} from "./voice-status";

describe("who may move a voice, and where to", () => {
  it.each<[TVoiceStatus, TVoiceAction, TVoiceActor, TVoiceStatus | null]>([
    ["pending", "publish", "operator", "published"],
    ["pending", "reject", "operator", "rejected"],
    ["published", "takeDown", "operator", "taken_down"],
    ["published", "edit", "author", "pending"],
    ["rejected", "edit", "author", "pending"],
    ["taken_down", "edit", "author", "pending"],
    ["pending", "edit", "author", "pending"],
    ["published", "report", "reporter", "reported"],
    ["reported", "report", "reporter", "reported"],
    ["reported", "publish", "operator", "published"],
    ["reported", "takeDown", "operator", "taken_down"],
    ["reported", "edit", "author", "pending"],
    // Refused moves.
    ["pending", "publish", "author", null],
    ["pending", "takeDown", "operator", null],
    ["published", "reject", "operator", null],
    ["rejected", "publish", "operator", null],
    ["taken_down", "publish", "operator", null],
    ["pending", "report", "reporter", null],
    ["rejected", "report", "reporter", null],
    ["published", "takeDown", "reporter", null],
    ["published", "edit", "operator", null],
  ])("%s, %s by the %s → %s", (from, action, actor, to) => {
    expect(nextVoiceStatus(from, action, actor)).toBe(to);
    if (to) expect(isVoiceMoveAllowed(from, to, actor)).toBe(true);
  });

  it("refuses moves no action makes", () => {
    expect(isVoiceMoveAllowed("rejected", "published", "operator")).toBe(false);
    expect(isVoiceMoveAllowed("published", "pending", "operator")).toBe(false);
    expect(isVoiceMoveAllowed("taken_down", "published", "author")).toBe(false);
  });

  it("keeps a reported voice on the store and in the queue until an operator decides", () => {
    expect(isVoicePublic("reported")).toBe(true);
    expect(isVoiceInQueue("reported")).toBe(true);
    expect(isVoicePublic("pending")).toBe(false);
    expect(isVoiceInQueue("pending")).toBe(true);
    expect(isVoicePublic("taken_down")).toBe(false);
    expect(isVoiceInQueue("published")).toBe(false);
  });
});
