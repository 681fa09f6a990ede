import type { TDbHandle } from "@store/db/client";
import { seedTermsVersion } from "@store/db/seed/editorial";
import { createTestDb } from "@store/db/testing/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTermsDocument } from "./get-terms";

const NOW = new Date("2026-11-21T12:00:00+09:00");
const jst = (day: string) => new Date(`${day}T00:00:00+09:00`);

describe(`terms versions on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    // The partner terms' history: three versions in effect by NOW and one that takes effect later.
    for (const version of ["2024-04-01", "2026-04-01", "2025-04-01", "2027-04-01"]) {
      await seedTermsVersion(handle.db, {
        kind: "partner_terms",
        version,
        title: "パートナー規約",
        bodyMarkdown: `## 第1条（目的）\n\n${version}版の本文`,
        effectiveAt: jst(version),
      });
    }
    await seedTermsVersion(handle.db, {
      kind: "terms",
      version: "2025-10-01",
      title: "利用規約",
      bodyMarkdown: "## 第1条（目的）\n\n利用規約の本文",
      effectiveAt: jst("2025-10-01"),
    });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("reads the latest as the version with the greatest effectiveAt that is not after now", async () => {
    const document = await getTermsDocument(handle.db, { kind: "partner_terms", now: NOW });
    expect(document?.terms).toMatchObject({
      kind: "partner_terms",
      version: "2026-04-01",
      bodyHtml: expect.stringContaining("2026-04-01版の本文"),
      toc: [{ id: "第1条-目的", text: "第1条（目的）", depth: 2 }],
      effectiveAt: jst("2026-04-01").toISOString(),
    });
  });

  it("lists the versions in effect so far, newest first, marking the latest, and leaves a future one out", async () => {
    const document = await getTermsDocument(handle.db, { kind: "partner_terms", now: NOW });
    expect(document?.versions).toEqual([
      { version: "2026-04-01", effectiveAt: jst("2026-04-01").toISOString(), latest: true },
      { version: "2025-04-01", effectiveAt: jst("2025-04-01").toISOString(), latest: false },
      { version: "2024-04-01", effectiveAt: jst("2024-04-01").toISOString(), latest: false },
    ]);
  });

  it("reads a past version by its name, with the same versions list", async () => {
    const document = await getTermsDocument(handle.db, { kind: "partner_terms", version: "2025-04-01", now: NOW });
    expect(document?.terms.version).toBe("2025-04-01");
    expect(document?.terms.bodyHtml).toContain("2025-04-01版の本文");
    expect(document?.versions.map((v) => v.version)).toEqual(["2026-04-01", "2025-04-01", "2024-04-01"]);
  });

  it("finds no unknown version, nor a version of another kind", async () => {
    expect(await getTermsDocument(handle.db, { kind: "partner_terms", version: "2023-04-01", now: NOW })).toBeNull();
    expect(await getTermsDocument(handle.db, { kind: "partner_terms", version: "2025-10-01", now: NOW })).toBeNull();
  });

  it("does not show a version before it takes effect", async () => {
    expect(await getTermsDocument(handle.db, { kind: "partner_terms", version: "2027-04-01", now: NOW })).toBeNull();
    const oneMsBefore = new Date(jst("2027-04-01").getTime() - 1);
    const before = await getTermsDocument(handle.db, { kind: "partner_terms", now: oneMsBefore });
    expect(before?.terms.version).toBe("2026-04-01");
  });

  it("makes a version the latest at the very moment it takes effect", async () => {
    const document = await getTermsDocument(handle.db, { kind: "partner_terms", now: jst("2027-04-01") });
    expect(document?.terms.version).toBe("2027-04-01");
    expect(document?.versions.filter((v) => v.latest).map((v) => v.version)).toEqual(["2027-04-01"]);
  });

  it("keeps kinds apart and has nothing for a kind without a version in effect", async () => {
    const terms = await getTermsDocument(handle.db, { kind: "terms", now: NOW });
    expect(terms?.versions.map((v) => v.version)).toEqual(["2025-10-01"]);
    expect(await getTermsDocument(handle.db, { kind: "labs_terms", now: NOW })).toBeNull();
    expect(await getTermsDocument(handle.db, { kind: "terms", now: jst("2025-09-30") })).toBeNull();
  });
});
