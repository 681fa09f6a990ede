import { createFormatter, createTranslator } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../../../../../messages/en-us.json";
import ja from "../../../../../../messages/ja.json";
import type { TPublicVoice } from "./load-app-voices";
import { VoiceItem } from "./voice-item";
import { languageNames } from "./voice-language";

// One voice as the server writes it (issue 28): its stars in words, the text as plain text, the
// date in Japan time, the author only as chosen, its language when it is not the reader's, and the
// provider's reply labelled as theirs.

const VOICE: TPublicVoice = {
  id: 7,
  rating: 4,
  title: "Helpful <b>for</b> us",
  text: "First line\n<script>alert(1)</script>",
  locale: "en-us",
  // 01:30 on 1 December in Japan, still 30 November in UTC.
  publishedAt: new Date("2026-11-30T16:30:00Z"),
  author: { kind: "company", companySize: "45 employees", industry: "Retail" },
  reply: { text: "ありがとうございます。\n改善します。", at: new Date("2026-12-02T01:00:00Z") },
  helpfulCount: 3,
};

function render(voice: TPublicVoice, viewer: "ja" | "en-us", feedback: ReactNode = null): string {
  const messages = viewer === "ja" ? ja : en;
  const translate = createTranslator({ locale: viewer, messages, namespace: "voices" });
  const t = (key: string, values?: Record<string, string | number | Date>) =>
    translate(key as Parameters<typeof translate>[0], values);
  const format = createFormatter({ locale: viewer === "ja" ? "ja" : "en-US", timeZone: "Asia/Tokyo" });
  return renderToStaticMarkup(
    <VoiceItem
      voice={voice}
      viewer={viewer}
      languageName={languageNames(viewer)}
      format={format}
      t={t}
      feedback={feedback}
    />,
  );
}

describe("a voice", () => {
  it("shows its stars in words, its title and text as plain text, and the date in Japan time", () => {
    const html = render(VOICE, "ja");
    expect(html).toContain('<span class="sr-only">5段階中4</span>');
    expect(html).toMatch(/<h3[^>]*lang="en-US"[^>]*>Helpful &lt;b&gt;for&lt;\/b&gt; us<\/h3>/);
    expect(html).toContain("First line\n&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toMatch(/<time datetime="2026-11-30T16:30:00.000Z">2026年12月1日<\/time>/i);
  });

  it("says which language it is in only to a reader of another language", () => {
    expect(render(VOICE, "ja")).toContain("英語で投稿");
    expect(render(VOICE, "en-us")).not.toContain("Written in");
    expect(render({ ...VOICE, locale: "ja" }, "en-us")).toContain("Written in Japanese");
  });

  it.each([
    [{ kind: "anonymous" }, "匿名の利用者"],
    [{ kind: "company", companySize: "45 employees", industry: "Retail" }, "利用者（Retail / 45 employees）"],
    [{ kind: "company", companySize: null, industry: "製造業" }, "利用者（製造業）"],
    [{ kind: "named", name: "K.S.", companySize: null, industry: null }, "K.S."],
    [{ kind: "named", name: "K.S.", companySize: "従業員320名", industry: "製造業" }, "K.S.（製造業 / 従業員320名）"],
  ] as const)("names its author as they chose: %j", (author, label) => {
    expect(render({ ...VOICE, author }, "ja")).toContain(`<span data-voice-author="true">${label}</span>`);
  });

  it("shows the provider's reply under it, labelled as the provider's, and the helpful count", () => {
    const html = render(VOICE, "en-us");
    expect(html).toMatch(
      /<div[^>]*data-voice-reply[^>]*><h4[^>]*>Reply from the provider<\/h4>.*December 2, 2026.*ありがとうございます。\n改善します。/s,
    );
    expect(html).toContain("3 people found this helpful");
    expect(render({ ...VOICE, reply: null, helpfulCount: 0 }, "en-us")).not.toMatch(/data-voice-reply|helpful/);
  });

  it("on the public page, shows the 'helpful' and 'report' buttons it is given instead of the count", () => {
    const html = render(VOICE, "en-us", <div data-voice-feedback-slot="">buttons</div>);
    expect(html).toContain('<div data-voice-feedback-slot="">buttons</div>');
    expect(html).not.toContain("3 people found this helpful");
  });

  it("without a rating or a title (a voice from before both), shows no stars and heads it with the author", () => {
    const html = render({ ...VOICE, rating: null, title: "" }, "ja");
    expect(html).not.toContain("5段階中");
    expect(html).toMatch(/<h3[^>]*>利用者（Retail \/ 45 employees）<\/h3>/);
    expect(html).not.toContain("data-voice-author");
  });
});
