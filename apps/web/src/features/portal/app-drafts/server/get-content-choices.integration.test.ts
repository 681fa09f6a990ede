// What the draft editor offers as categories, plans and tags, read from a real database.
import type { TDbHandle } from "@store/db/client";
import { tags } from "@store/db/schema/taxonomy";
import { seedCategory, seedPlan } from "@store/db/seed/taxonomy";
import { createTestDb } from "@store/db/testing/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getContentChoices } from "./get-content-choices";

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe("the editor's choices", () => {
  it("are the category tree, the plans in the operator's order and the tags by name", async () => {
    const second = await seedCategory(handle.db, { name: "勤怠", position: 2 });
    const first = await seedCategory(handle.db, { name: "給与", position: 1 });
    const child = await seedCategory(handle.db, { name: "年末調整", parentId: first.id });
    const paid = await seedPlan(handle.db, { name: "有料", priceType: "paid", position: 2 });
    const free = await seedPlan(handle.db, { name: "無料", priceType: "free", position: 1 });
    await handle.db.insert(tags).values([{ name: "zz-通知" }, { name: "aa-法改正" }]);

    const choices = await getContentChoices(handle.db, "ja");
    const ours = choices.categories.filter((c) => [first.id, second.id].includes(c.id));
    expect(ours).toEqual([
      { id: first.id, name: "給与", children: [{ id: child.id, name: "年末調整" }] },
      { id: second.id, name: "勤怠", children: [] },
    ]);
    expect(choices.plans.filter((p) => [free.id, paid.id].includes(p.id)).map((p) => p.name)).toEqual(["無料", "有料"]);
    const names = choices.tags.map((t) => t.name);
    expect(names.indexOf("aa-法改正")).toBeLessThan(names.indexOf("zz-通知"));
  });

  it("read in the provider's language where the operator named them, in Japanese elsewhere", async () => {
    const top = await seedCategory(handle.db, { name: "安否確認", names: { "en-us": "Safety confirmation" } });
    const child = await seedCategory(handle.db, { name: "緊急連絡網", parentId: top.id });
    const plan = await seedPlan(handle.db, { name: "要問い合わせ", priceType: "paid", names: { ko: "가격 문의" } });

    const english = await getContentChoices(handle.db, "en-us");
    expect(english.categories.find((c) => c.id === top.id)).toEqual({
      id: top.id,
      name: "Safety confirmation",
      children: [{ id: child.id, name: "緊急連絡網" }],
    });
    expect(english.plans.find((p) => p.id === plan.id)?.name).toBe("要問い合わせ");
    const korean = await getContentChoices(handle.db, "ko");
    expect(korean.plans.find((p) => p.id === plan.id)?.name).toBe("가격 문의");
    expect(korean.categories.find((c) => c.id === top.id)?.name).toBe("安否確認");
  });
});
