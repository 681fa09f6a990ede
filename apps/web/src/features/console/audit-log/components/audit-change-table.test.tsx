import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditChangeTable } from "./audit-change-table";

const LABELS = {
  field: "項目",
  before: "変更前",
  after: "変更後",
  value: "値",
  empty: "（なし）",
  more: "すべて表示",
  keys: { status: "状態", publishedAt: "公開日時" },
};

describe("an audit row's changes (issue 31: keys in words, not as stored)", () => {
  it("names the keys it knows and shows any other as stored", () => {
    const html = renderToStaticMarkup(
      <AuditChangeTable
        before={{ status: "draft", publishedAt: null, odd: 1 }}
        after={{ status: "published", publishedAt: "2026-12-01T00:00:00.000Z", odd: 2 }}
        labels={LABELS}
      />,
    );
    expect(html).toContain(
      'data-audit-change="status"><th scope="row" class="py-1 pr-2 font-normal break-all text-ink-muted">状態</th>',
    );
    expect(html).toContain(">公開日時</th>");
    expect(html).not.toContain(">publishedAt</th>");
    expect(html).toContain(">odd</th>");
  });
});
