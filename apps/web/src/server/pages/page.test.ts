import { ZAuditEventFilter } from "@store/domain/schemas/audit-event";
import { ZOperatorAppListQuery } from "@store/domain/schemas/operator-app";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { page, pageInput, parsePageQuery, type TSearchParams } from "./page";
import { ZPageIdParams } from "./page-params";

// What a page receives from page() / pageInput() (no `auth`: deciding the caller needs a request).

const NOT_FOUND = { digest: "NEXT_HTTP_ERROR_FALLBACK;404" };

function props(params: TSearchParams, searchParams: TSearchParams = {}) {
  return { params: Promise.resolve(params), searchParams: Promise.resolve(searchParams) };
}

describe("a page's path parameters", () => {
  it("are parsed by the schema", async () => {
    const input = await pageInput({ params: ZPageIdParams }, props({ id: "42" }));
    expect(input.params).toEqual({ id: 42 });
  });

  it("answer 404 when one does not parse, is missing, or has NUL or a lone surrogate", async () => {
    const spec = { params: z.object({ id: ZPageIdParams.shape.id, code: z.string() }) };
    for (const params of [
      { id: "0", code: "a" },
      { id: "2147483648", code: "a" },
      { id: "1e3", code: "a" },
      { id: "7" },
      { id: "7", code: "a\u0000b" },
      { id: "7", code: "a\uD800" },
    ]) {
      await expect(pageInput(spec, props(params))).rejects.toMatchObject(NOT_FOUND);
    }
    await expect(pageInput(spec, props({ id: "7", code: "勤怠" }))).resolves.toMatchObject({
      params: { id: 7, code: "勤怠" },
    });
  });

  it("are not read without a schema", async () => {
    const input = await pageInput({}, props({ id: "x" }));
    expect(input.params).toEqual({});
  });
});

describe("a page's query", () => {
  it("keeps the fields that parse, names the refused ones and keeps what was typed", async () => {
    const input = await pageInput(
      { query: ZOperatorAppListQuery },
      props({}, { q: " 勤怠 ", status: "gone", provider: ["3", "4"], x: "1" }),
    );
    expect(input.query).toEqual({ q: "勤怠", provider: 3 });
    expect(input.invalid).toEqual(["status"]);
    expect(input.typed).toEqual({ q: " 勤怠 ", status: "gone", provider: "3" });
  });

  it("leaves missing and empty fields out, and refuses NUL or a lone surrogate without showing it", async () => {
    const input = await pageInput({ query: ZOperatorAppListQuery }, props({}, { q: "a\u0000", status: "" }));
    expect(input.query).toEqual({});
    expect(input.invalid).toEqual(["q"]);
    expect(input.typed).toEqual({});
  });

  it("is the feature's own reading when the spec gives a reader", async () => {
    const read = (search: TSearchParams) => ({ ids: search.id });
    const input = await pageInput({ query: read }, props({}, { id: ["1", "2"] }));
    expect(input.query).toEqual({ ids: ["1", "2"] });
    expect(input.invalid).toEqual([]);
  });

  it("is empty without a schema", async () => {
    const input = await pageInput({}, props({}, { q: "x" }));
    expect(input).toMatchObject({ query: {}, typed: {}, invalid: [], principal: null });
  });
});

describe("page()", () => {
  it("renders with the parsed input, and 404 before rendering for a bad path", async () => {
    const rendered: unknown[] = [];
    const Page = page({ params: ZPageIdParams, query: z.object({ tab: z.enum(["a", "b"]) }) }, ({ params, query }) => {
      rendered.push({ params, query });
      return `app ${params.id} ${query.tab ?? "-"}`;
    });
    await expect(Page(props({ id: "5" }, { tab: "b" }))).resolves.toBe("app 5 b");
    await expect(Page(props({ id: "5" }, { tab: "c" }))).resolves.toBe("app 5 -");
    await expect(Page(props({ id: "abc" }, { tab: "a" }))).rejects.toMatchObject(NOT_FOUND);
    expect(rendered).toHaveLength(2);
  });

  it("does not read the request's locale unless the page asks (outside a request it cannot)", async () => {
    const input = await pageInput({ params: ZPageIdParams }, props({ id: "1" }));
    const { params } = input;
    expect(params.id).toBe(1);
    await expect(input.locale).rejects.toThrow();
  });
});

describe("parsePageQuery, the query's field-by-field parse", () => {
  it("keeps the fields that parse and names the ones that do not, keeping what was typed", () => {
    const parsed = parsePageQuery(ZOperatorAppListQuery, { q: " 勤怠 ", status: "gone", provider: ["3", "4"], x: "1" });
    expect(parsed.query).toEqual({ q: "勤怠", provider: 3 });
    expect(parsed.invalid).toEqual(["status"]);
    expect(parsed.typed).toEqual({ q: " 勤怠 ", status: "gone", provider: "3" });
  });

  it("ignores empty fields and refuses impossible dates and ids", () => {
    const parsed = parsePageQuery(ZAuditEventFilter, {
      action: "",
      from: "2026-02-30",
      to: "2026-03-01",
      operatorId: "99999999999",
    });
    expect(parsed.query).toEqual({ to: "2026-03-01" });
    expect(parsed.invalid.sort()).toEqual(["from", "operatorId"]);
  });

  it("refuses text with NUL or a lone surrogate as any bad value, without showing it again", () => {
    const parsed = parsePageQuery(ZOperatorAppListQuery, { q: "勤\u0000怠", status: "published\uD800", provider: "3" });
    expect(parsed.query).toEqual({ provider: 3 });
    expect(parsed.invalid.sort()).toEqual(["q", "status"]);
    expect(parsed.typed).toEqual({ provider: "3" });
  });
});
