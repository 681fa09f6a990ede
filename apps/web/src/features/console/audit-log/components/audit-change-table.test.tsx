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
      'data-audit-change="status"><th scope="row" class="py-1 pr-2 font-normal break-words text-ink-muted">状態</th>',
    );
    expect(html).toContain(">公開日時</th>");
    expect(html).not.toContain(">publishedAt</th>");
    expect(html).toContain(">odd</th>");
  });

  it("says the values it has words for in words, and an app's keys as the app's", () => {
    const html = renderToStaticMarkup(
      <AuditChangeTable
        before={{ changeRequestStatus: "in_review", app: { id: 12, status: "upcoming", title: "旧い見出し" } }}
        after={{ changeRequestStatus: "approved", merged: true, app: { id: 12, status: "published", title: "新しい" } }}
        labels={{
          ...LABELS,
          keys: { ...LABELS.keys, app: "アプリ", title: "タイトル", changeRequestStatus: "審査状況" },
          values: {
            changeRequestStatus: { in_review: "審査中", approved: "承認" },
            "app.status": { upcoming: "近日公開", published: "公開中" },
            merged: { true: "はい" },
          },
        }}
      />,
    );
    expect(html).toContain(">審査状況</th><td");
    expect(html).toContain("審査中</span>");
    expect(html).toContain("承認</span>");
    expect(html).toContain(">アプリ: 状態</th>");
    expect(html).toContain("近日公開</span>");
    expect(html).toContain(">アプリ: タイトル</th>");
    expect(html).toContain(">merged</th>");
    expect(html).toContain("はい</span>");
    expect(html).not.toContain("in_review");
    expect(html).not.toContain("upcoming");
  });
});
