import { describe, expect, it } from "vitest";
import { emptyAppContent } from "@store/domain/schemas/app-content";
import { headingId, removedMarkup, renderTermsMarkdown, sanitizeAppContent, sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("keeps paragraphs, headings, lists and tables and removes active content", () => {
    const html = sanitizeRichText(
      '<h3>課題</h3><p onclick="x()">本文<script>bad()</script></p><ul><li>一</li></ul><iframe src="https://x"></iframe>' +
        "<table><tbody><tr><td>セル</td></tr></tbody></table><style>p{}</style>",
    );
    expect(html).toBe(
      "<h3>課題</h3><p>本文</p><ul><li>一</li></ul><table><tbody><tr><td>セル</td></tr></tbody></table>",
    );
  });

  it.each([
    ['<img src="x" onerror="alert(1)">', ""],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ['<a href="//evil.example/">x</a>', "<a>x</a>"],
    ['<svg onload="alert(1)"><circle /></svg>', ""],
    ['<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
    ["<form action=\"https://evil.example\"><input name='q'></form>", ""],
  ])("neutralises %s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("opens links that leave the store in a new tab without referrer power", () => {
    expect(sanitizeRichText('<a href="https://example.com" onclick="x()">外部</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">外部</a>',
    );
    expect(sanitizeRichText('<a href="/apps/x" target="_top">内部</a>')).toBe('<a href="/apps/x">内部</a>');
  });

  it("keeps lower-case heading anchors only, which cannot shadow the page's globals", () => {
    expect(sanitizeRichText('<h2 id="第1条-目的">見出し</h2><h3 id="dataLayer">x</h3><h4 id="a b">y</h4>')).toBe(
      '<h2 id="第1条-目的">見出し</h2><h3>x</h3><h4>y</h4>',
    );
  });

  it("is stable: sanitising twice changes nothing", () => {
    const once = sanitizeRichText('<p>a<a href="https://example.com">b</a><script>c</script></p><h2 id="x">d</h2>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe("sanitizeAppContent", () => {
  it("sanitises the body, usage bodies and feature bodies and leaves plain fields as typed", () => {
    const base = emptyAppContent();
    const content = {
      ...base,
      name: "<b>名前</b>",
      body: "<p>本文</p><script>x()</script>",
      usages: [
        {
          id: 1,
          title: "<i>使い方</i>",
          embedType: "image" as const,
          embedId: null,
          embedUrl: null,
          body: '<p onclick="x()">手順</p>',
          imageUrl: "/img/a.png",
          imageAltText: "",
        },
      ],
      features: [{ id: 1, title: "機能", body: "<img src=x onerror=alert(1)>説明", imageUrl: null, imageAltText: "" }],
    };
    const clean = sanitizeAppContent(content);
    expect(clean).toEqual({
      ...content,
      body: "<p>本文</p>",
      usages: [{ ...content.usages[0], body: "<p>手順</p>" }],
      features: [{ ...content.features[0], body: "説明" }],
    });
  });
});

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
    const { html, toc } = renderTermsMarkdown("# 附則\n\n## 附則\n\n## データ連携");
    expect(html).not.toContain("<h1");
    expect(toc.map((entry) => entry.id)).toEqual(["附則", "附則-2", "データ連携"]);
    expect(html).toContain('<h2 id="データ連携">データ連携</h2>');
  });

  it("drops scripts, event handlers and javascript: links", () => {
    const { html } = renderTermsMarkdown(
      '## 見出し\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[リンク](javascript:alert(1)) と <a href="https://example.com" onclick="x()">外部</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">外部</a>');
  });
});

describe("headingId", () => {
  it("falls back to 'section' for headings without letters", () => {
    const used = new Set<string>();
    expect(headingId("※ — ※", used)).toBe("section");
    expect(headingId("Article 1: Purpose", used)).toBe("article-1-purpose");
  });
});

describe("removedMarkup", () => {
  it.each([
    ['<p>本文</p><h2 id="概要">概要</h2>', []],
    ['<a href="https://example.com" target="_blank">外部</a><a href="/apps/x">内部</a>', []],
    ['<p onclick="x()">本文</p><script>bad()</script>', ['onclick="…"', "<script>"]],
    ['<iframe src="https://www.youtube.com/embed/x"></iframe><img src="x" onerror="alert(1)">', ["<iframe>", "<img>"]],
    ['<a href="javascript:alert(1)">x</a><a href="//evil.example/">y</a>', ['href="javascript:…"', 'href="//…"']],
    ['<div class="box"><span style="color:red">色</span></div>', ["<div>", "<span>"]],
  ])("names what the store takes out of %s", (html, expected) => {
    expect(removedMarkup(html)).toEqual(expected);
  });

  it("names nothing the sanitiser keeps: what it names is exactly what makes it change the text", () => {
    const html =
      '<p>a</p><ul><li><strong>b</strong></li></ul><table><tbody><tr><td align="left">c</td></tr></tbody></table>';
    expect(removedMarkup(html)).toEqual([]);
    expect(sanitizeRichText(html)).toBe(html);
  });
});
