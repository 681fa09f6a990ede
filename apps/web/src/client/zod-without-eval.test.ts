import { describe, expect, it } from "vitest";
import "./zod-without-eval";

describe("zod without eval", () => {
  it("is the setting zod's own config reads (zod loaded after it)", async () => {
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });

  it("leaves the other settings of an existing config in place", async () => {
    const { disableZodJit, ZOD_GLOBAL_CONFIG_KEY } = await import("./zod-without-eval");
    const scope: Record<string, unknown> = { [ZOD_GLOBAL_CONFIG_KEY]: { customError: "kept" } };
    disableZodJit(scope);
    expect(scope[ZOD_GLOBAL_CONFIG_KEY]).toEqual({ customError: "kept", jitless: true });
  });
});
