import { describe, expect, it } from "vitest";
import { headingId, renderTermsMarkdown, sanitizeStoredHtml } from "./render-html";

describe("renderTermsMarkdown", () => {
  it("gives every heading an anchor id and lists them in the table of contents", () => {
    const { html, toc } = renderTermsMarkdown(
      "前文\n\n## 第1条（目的）\n\n本文\n\n### 細目\n\n## 第2条（定義）\n\n1. 一\n2. 二",
    );
    expect(toc).toEqual([
      { id: "第1条-目的", text: "第1条（目的）", depth: 2 },
      { id: "細目", text: "細目", depth: 3 },
      { id: "第2条-定義", text: "第2条（定義）", depth: 2 },
    ]);
    expect(html).toContain('<h2 id="第1条-目的">第1条（目的）</h2>');
    expect(html).toContain('<h3 id="細目">細目</h3>');
    expect(html).toContain("<ol>");
  });

  it("keeps the page's h1 the only one and makes repeated headings unique", () => {
    const { html, toc } = renderTermsMarkdown("# 附則\n\n## 附則");
    expect(html).not.toContain("<h1");
    expect(toc.map((entry) => entry.id)).toEqual(["附則", "附則-2"]);
  });

  it("drops scripts, event handlers and javascript: links", () => {
    const { html } = renderTermsMarkdown(
      '## 見出し\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[リンク](javascript:alert(1)) と <a href="https://example.com" onclick="x()">外部</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/);
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">外部</a>');
  });
});

describe("sanitizeStoredHtml", () => {
  it("keeps paragraphs, headings and lists and removes active content", () => {
    const html = sanitizeStoredHtml(
      '<h3>課題</h3><p onclick="x()">本文<script>bad()</script></p><ul><li>一</li></ul><iframe src="https://x"></iframe>',
    );
    expect(html).toBe("<h3>課題</h3><p>本文</p><ul><li>一</li></ul>");
  });
});

describe("headingId", () => {
  it("falls back to 'section' for headings without letters", () => {
    const used = new Set<string>();
    expect(headingId("※ — ※", used)).toBe("section");
    expect(headingId("Article 1: Purpose", used)).toBe("article-1-purpose");
  });
});
