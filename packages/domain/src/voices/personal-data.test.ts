import { describe, expect, it } from "vitest";
import { maskWord, takeEmails, takeLinks, takeNames, takePhones, voiceCheckText } from "./personal-data";

const phones = (text: string) => takePhones(voiceCheckText(text)).matches;
const links = (text: string) => takeLinks(voiceCheckText(text)).matches;
const emails = (text: string) => takeEmails(voiceCheckText(text)).matches;

describe("phone numbers, named by their last 4 digits", () => {
  it.each([
    ["a Tokyo number", "代表は03-1234-5678です", ["5678"]],
    ["a mobile number", "担当の携帯 090-1234-5678 まで", ["5678"]],
    ["a free number", "0120-123-456に電話", ["3456"]],
    ["a navi-dial-like 0570 number", "0570-000-1234", ["1234"]],
    ["the area code in parentheses", "(03) 1234-5678", ["5678"]],
    ["the local part in parentheses", "03(1234)5678", ["5678"]],
    ["spaces", "090 1234 5678", ["5678"]],
    ["dots", "03.1234.5678", ["5678"]],
    ["no separators", "09012345678に", ["5678"]],
    ["full-width digits and hyphens", "０３－１２３４－５６７８", ["5678"]],
    ["full-width digits and the long-vowel mark", "０９０ー１２３４ー５６７８", ["5678"]],
    ["a minus sign for the hyphen", "03−1234−5678", ["5678"]],
    ["+81 with a space", "+81 3-1234-5678", ["5678"]],
    ["+81 with hyphens", "+81-90-1234-5678", ["5678"]],
    ["+81 and the trunk 0 in parentheses", "+81 (0)3 1234 5678", ["5678"]],
    ["full-width +81", "＋８１　９０　１２３４　５６７８", ["5678"]],
    ["a London number", "call +44 20 7946 0958", ["0958"]],
    ["a US number", "+1 (415) 555-0100", ["0100"]],
    ["a Vietnamese mobile", "+84 912 345 678", ["5678"]],
    ["two numbers", "03-1234-5678 か 090-8765-4321", ["5678", "4321"]],
  ])("finds %s", (_, text, expected) => {
    expect(phones(text)).toEqual(expected);
  });

  it.each([
    ["an ISO date", "2024-01-15 に導入"],
    ["a slashed date", "2024/01/15"],
    ["a dotted date", "2024.01.15"],
    ["a day-month date with a leading zero", "05-12-2024"],
    ["a price in yen", "月額 1,000,000円"],
    ["a price with the yen sign", "¥3,480/月"],
    ["a full-width price", "１２，３４５円"],
    ["a dollar price", "$1,299.00"],
    ["a version number", "v10.0.19045.3803"],
    ["a dotted version with a leading zero", "バージョン 0.12.345"],
    ["opening hours", "09:00-18:00"],
    ["a range of days", "01-15日"],
    ["a postal code", "〒100-0001"],
    ["a percentage", "+12.5%"],
    ["a decimal", "0.0001234567"],
    ["a year range", "2023-2024年度"],
    ["an order number starting with 00", "注文番号 0012345678"],
    ["a short number", "内線 1234"],
  ])("does not take %s for one", (_, text) => {
    expect(phones(text)).toEqual([]);
  });
});

describe("e-mail addresses", () => {
  it.each([
    ["an address", "連絡は yamada.taro@example.co.jp へ", ["y***@example.co.jp"]],
    ["a full-width address", "ｙａｍａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ", ["y***@example.com"]],
    ["a plus address", "a+b@mail.example.org", ["a***@mail.example.org"]],
  ])("finds %s, masked to its first character and domain", (_, text, expected) => {
    expect(emails(text)).toEqual(expected);
  });

  it("leaves a handle and an at sign alone", () => {
    expect(emails("@yamada さんの投稿、5@10分")).toEqual([]);
  });
});

describe("links, named by their host", () => {
  it.each([
    ["an https address", "詳しくは https://example.com/path?x=1 を", ["example.com"]],
    ["an http address", "http://shop.example.jp", ["shop.example.jp"]],
    ["a www address", "www.example.com/page", ["www.example.com"]],
    ["a bare domain followed by Japanese", "example.co.jpで見られます", ["example.co.jp"]],
    ["a bare domain in a sentence", "See example.org.", ["example.org"]],
    ["a bare domain in capitals and lower case", "Visit Example.com now", ["example.com"]],
    ["a full-width address", "ｈｔｔｐｓ：／／ｅｘａｍｐｌｅ．ｃｏｍ", ["example.com"]],
  ])("finds %s", (_, text, expected) => {
    expect(links(text)).toEqual(expected);
  });

  it.each([
    ["a framework", "Node.js と Next.js で作られている"],
    ["a product in capitals", "ASP.NET 製"],
    ["a file name", "README.md と config.yml と main.py"],
    ["abbreviations", "e.g. i.e. etc. No.1 Ver.2.0"],
    ["a version", "v1.2.3"],
  ])("does not take %s for one", (_, text) => {
    expect(links(text)).toEqual([]);
  });

  it("does not name an e-mail address's domain as a link once the address is taken", () => {
    const { rest } = takeEmails(voiceCheckText("taro@example.com"));
    expect(takeLinks(rest).matches).toEqual([]);
  });
});

describe("names from the tenant's directory", () => {
  const DIRECTORY = ["山田 太郎", "林 花子", "Taro Yamada", "SUZUKI Ichiro", "佐々木　次郎"];
  const names = (text: string) =>
    takeNames(voiceCheckText(text), DIRECTORY).matches.map(({ match, full }) => `${full ? "full" : "family"} ${match}`);

  it.each([
    ["a full name with the space", "山田 太郎さんが設定しました", ["full 山***"]],
    ["a full name without the space", "山田太郎が", ["full 山***"]],
    ["a full name with a full-width space", "佐々木　次郎", ["full 佐****"]],
    ["the family name alone", "山田さんが親切でした", ["family 山*"]],
    ["a Latin full name in any case", "thanks to taro yamada", ["full t*********"]],
    ["a Latin name in directory order", "Suzuki Ichiro helped", ["full S***********"]],
    ["a Latin family name alone", "Suzuki fixed it", ["family S*****"]],
    ["a full-width Latin name", "Ｔａｒｏ　Ｙａｍａｄａ", ["full T*********"]],
  ])("finds %s", (_, text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("never takes a one-character family name alone, only the full name", () => {
    expect(names("林業と森林の会社です")).toEqual([]);
    expect(names("林 花子が")).toEqual(["full 林**"]);
  });

  it("takes a Latin family name only as a whole word", () => {
    expect(names("Yamadaville and suzukis")).toEqual([]);
  });
});

describe("maskWord", () => {
  it.each([
    ["山田 太郎", "山***"],
    ["a", "a*"],
    ["𠮷田", "𠮷*"],
  ])("%s → %s", (word, masked) => {
    expect(maskWord(word)).toBe(masked);
  });
});
