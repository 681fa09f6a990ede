import { describe, expect, it } from "vitest";
import { appName, MAX_GENERATED_APPS } from "./generated-apps";
import { GeneratorOptionsError, parseGeneratorOptions } from "./options";
import { allocateLongTail, createRandom, spreadIndexes } from "./random";

describe("createRandom", () => {
  it("gives the same numbers for the same seed and stream, other numbers for another", () => {
    const draw = (seed: number, ...stream: number[]) => {
      const random = createRandom(seed, ...stream);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(7, 1)).toEqual(draw(7, 1));
    expect(draw(7, 1)).not.toEqual(draw(8, 1));
    expect(draw(7, 1)).not.toEqual(draw(7, 2));
    for (const x of draw(3)) expect(x >= 0 && x < 1).toBe(true);
  });

  it("samples distinct items", () => {
    const sample = createRandom(1).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });
});

describe("allocateLongTail", () => {
  it("splits the total exactly, with a long tail", () => {
    const counts = allocateLongTail(1_000_000, 10_000, { exponent: 1, offset: 2 });
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1_000_000);
    const [first = 0] = counts;
    expect(first).toBeGreaterThan(50 * (counts[5000] ?? 0));
  });

  it("keeps every slot between min and cap", () => {
    const counts = allocateLongTail(1000, 100, { exponent: 1, offset: 0, min: 1, cap: 30 });
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(Math.max(...counts)).toBe(30);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
  });

  it("refuses a total the caps cannot hold", () => {
    expect(() => allocateLongTail(101, 10, { exponent: 1, offset: 0, cap: 10 })).toThrow();
  });
});

describe("spreadIndexes", () => {
  it("takes distinct indexes of the range", () => {
    const picked = spreadIndexes(createRandom(5), 1000, 1000);
    expect(new Set(picked).size).toBe(1000);
    expect(Math.max(...picked)).toBe(999);
  });
});

describe("appName", () => {
  it("is unique, with a unique valid code, for the first 200,000 apps", () => {
    const names = new Set<string>();
    const codes = new Set<string>();
    for (let i = 0; i < 200_000; i++) {
      const { name, code } = appName(42, i);
      names.add(name);
      codes.add(code);
      if (i % 997 === 0) {
        expect(code).toMatch(/^[a-z0-9][a-z0-9-]{1,62}$/);
        expect(Array.from(name).length).toBeLessThanOrEqual(60);
      }
    }
    expect(names.size).toBe(200_000);
    expect(codes.size).toBe(200_000);
    expect(MAX_GENERATED_APPS).toBeGreaterThanOrEqual(100_000);
  });
});

describe("parseGeneratorOptions", () => {
  it("reads the sizes and derives the tenants", () => {
    expect(parseGeneratorOptions(["--apps", "100", "--installations", "1200", "--logs", "50", "--seed", "9"])).toEqual({
      apps: 100,
      installations: 1200,
      logs: 50,
      seed: 9,
      tenants: 100,
    });
  });

  it.each([
    [["--apps", "-5"]],
    [["--apps", "ten"]],
    [["--apps", "1.5"]],
    [["--apps", String(MAX_GENERATED_APPS + 1)]],
    [["--colour", "blue"]],
    [["extra"]],
    [["--apps", "0", "--installations", "5"]],
    [["--tenants", "0", "--logs", "5"]],
  ])("refuses %j", (argv) => {
    expect(() => parseGeneratorOptions(argv)).toThrow(GeneratorOptionsError);
  });
});
