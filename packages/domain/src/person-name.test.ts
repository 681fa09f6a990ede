import { describe, expect, it } from "vitest";
import { personName } from "./person-name";

describe("a person's name (issue 31)", () => {
  it.each([
    [{ firstName: "葵", lastName: "木下" }, "en-us", "木下 葵"],
    [{ firstName: "葵", lastName: "木下" }, "ja", "木下 葵"],
    [{ firstName: "アオイ", lastName: "キノシタ" }, "pt", "キノシタ アオイ"],
    [{ firstName: "Aoi", lastName: "Kinoshita" }, "en-us", "Aoi Kinoshita"],
    [{ firstName: "Aoi", lastName: "Kinoshita" }, "ja", "Kinoshita Aoi"],
    [{ firstName: "Minh", lastName: "Nguyen" }, "vi", "Minh Nguyen"],
    [{ firstName: "", lastName: "木下" }, "en-us", "木下"],
  ] as const)("%o in %s reads %s", (person, locale, expected) => {
    expect(personName(person, locale)).toBe(expected);
  });
});
