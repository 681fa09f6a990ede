import { describe, expect, it } from "vitest";
import { boundedInt, boundedIntList, isLoopback, isLoopbackDatabase, nodeFlagsOption } from "./args.mjs";

const BOUNDS = { min: 1, max: 64, fallback: 16 };

describe("boundedInt", () => {
  it.each([
    [undefined, 16],
    ["", 16],
    ["abc", 16],
    ["8", 8],
    ["0", 1],
    ["1000", 64],
    ["2.6", 3],
  ])("%j gives %i", (value, expected) => {
    expect(boundedInt(value, BOUNDS)).toBe(expected);
  });
});

describe("boundedIntList", () => {
  it.each([
    ["1,16", [1, 16]],
    [" 1 , 16 ,1", [1, 16]],
    ["16,1", [16, 1]],
    ["1,x,200", [1, 64]],
    ["", [16]],
    [undefined, [16]],
    ["x", [16]],
  ])("%j gives %j", (value, expected) => {
    expect(boundedIntList(value, BOUNDS)).toEqual(expected);
  });
});

describe("the loopback rule", () => {
  it.each([
    ["http://localhost:3000", true],
    ["http://127.0.0.1:3120/apps", true],
    ["http://[::1]:3000", true],
    ["http://example.com", false],
    ["http://10.0.0.5:3000", false],
    ["http://localhost.example.com", false],
    ["not a url", false],
  ])("%s is loopback: %s", (url, expected) => {
    expect(isLoopback(url)).toBe(expected);
  });

  it.each([
    ["postgres://postgres@127.0.0.1:5432/bench_catalog", true],
    ["postgresql://u@localhost/bench", true],
    ["postgres://postgres@db.internal:5432/bench_catalog", false],
    ["mysql://root@127.0.0.1/bench", false],
    ["", false],
  ])("database %s is on this machine: %s", (url, expected) => {
    expect(isLoopbackDatabase(url)).toBe(expected);
  });
});

describe("nodeFlagsOption", () => {
  it("is npm start's flags by default, none on request, or a list of the comparable flags", () => {
    expect(nodeFlagsOption(undefined)).toBeNull();
    expect(nodeFlagsOption("store")).toBeNull();
    expect(nodeFlagsOption("none")).toEqual([]);
    expect(nodeFlagsOption("--liftoff-only")).toEqual(["--liftoff-only"]);
    expect(nodeFlagsOption(" --max-semi-space-size=2, --liftoff-only,--liftoff-only")).toEqual([
      "--max-semi-space-size=2",
      "--liftoff-only",
    ]);
  });

  it("refuses any other flag, so a benchmark never starts the store with something unmeasured", () => {
    expect(() => nodeFlagsOption("--inspect")).toThrow(/--node-flags takes/);
    expect(() => nodeFlagsOption("--liftoff-only,--expose-gc")).toThrow(/--expose-gc/);
    expect(() => nodeFlagsOption("--max-semi-space-size=abc")).toThrow();
    expect(() => nodeFlagsOption(",")).toThrow(/an empty list/);
  });
});
