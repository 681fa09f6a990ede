import { describe, expect, it } from "vitest";
import { diffAppContent } from "./app-content-diff";
import { cardTranslationsOf, localizeCard, translationIn, withTranslation } from "./listing-translations";
import { appContentIssues } from "./schemas/app-content-issues";
import { emptyAppContent, type TAppContent } from "./schemas/app-content";

const EN = { name: "Komorebi Expenses", title: "", description: "Expenses in three taps.", body: "<p>Hello</p>" };

function content(translations: TAppContent["translations"]): TAppContent {
  return {
    ...emptyAppContent(),
    name: "こもれび経費",
    title: "経費をかんたんに",
    description: "経費精算",
    translations,
  };
}

describe("a provider's listing translations (issue 31)", () => {
  it("keep only the card fields a provider filled in, per locale", () => {
    expect(
      cardTranslationsOf(content({ "en-us": EN, ko: { name: " ", title: "", description: "", body: "x" } })),
    ).toEqual({
      "en-us": { name: "Komorebi Expenses", description: "Expenses in three taps." },
    });
    // Content stored before translations existed has none.
    expect(cardTranslationsOf({} as TAppContent)).toEqual({});
  });

  it("show a viewer the translated fields of their locale, the Japanese ones where left empty", () => {
    const app = content({ "en-us": EN });
    const english = withTranslation(app, translationIn(app.translations, "en-us"));
    expect(english).toMatchObject({
      name: "Komorebi Expenses",
      title: "経費をかんたんに",
      description: "Expenses in three taps.",
      body: "<p>Hello</p>",
    });
    expect(translationIn(app.translations, "ja")).toBeNull();
    expect(translationIn(app.translations, "vi")).toBeNull();
    expect(translationIn(undefined, "en-us")).toBeNull();
  });

  it("give a card its locale's words and drop the translations from what is shown", () => {
    const card = {
      name: "こもれび経費",
      title: "経費",
      description: "経費精算",
      cardTranslations: cardTranslationsOf(content({ "en-us": EN })),
    };
    expect(localizeCard(card, "en-us")).toEqual({
      name: "Komorebi Expenses",
      title: "経費",
      description: "Expenses in three taps.",
    });
    expect(localizeCard(card, "ja")).toEqual({ name: "こもれび経費", title: "経費", description: "経費精算" });
  });

  it("apply to a card with no title (an editorial page's) without giving it one", () => {
    const card = {
      code: "komorebi-expense",
      name: "こもれび経費",
      description: "経費精算",
      cardTranslations: cardTranslationsOf(content({ "en-us": EN })),
    };
    expect(localizeCard(card, "en-us")).toEqual({
      code: "komorebi-expense",
      name: "Komorebi Expenses",
      description: "Expenses in three taps.",
    });
    expect(localizeCard(card, "ko")).toEqual({
      code: "komorebi-expense",
      name: "こもれび経費",
      description: "経費精算",
    });
  });

  it("are checked against the Japanese fields' limits, and diffed field by field for the reviewer", () => {
    const long = content({ "en-us": { ...EN, name: "x".repeat(61) } });
    expect(appContentIssues(long).filter((issue) => issue.path[0] === "translations")).toEqual([
      { path: ["translations", "en-us", "name"], message: "validation.tooLong", params: { maximum: 60 } },
    ]);
    const diff = diffAppContent(content({}), content({ "en-us": EN }));
    const changed = diff.fields.filter((field) => field.changed).map((field) => [field.field, field.kind]);
    expect(changed).toEqual([
      ["translations.en-us.name", "text"],
      ["translations.en-us.description", "text"],
      ["translations.en-us.body", "richText"],
    ]);
    // A removed translation reads as a change back to nothing.
    expect(diffAppContent(content({ "en-us": EN }), content({})).changedCount).toBe(3);
  });
});
