import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import enUs from "../../../../../messages/en-us.json";
import ja from "../../../../../messages/ja.json";
import jaEasy from "../../../../../messages/ja-easy.json";
import pt from "../../../../../messages/pt.json";
import zhCn from "../../../../../messages/zh-cn.json";
import { appNamesText, operatedAtText, operationLogMessage, type TOperationLogT } from "./operation-log-text";

function translator(messages: Record<string, unknown>, locale: string): TOperationLogT {
  const t = createTranslator({ locale, messages, namespace: "tenantAdmin.operationLogs" } as never) as unknown;
  return t as TOperationLogT;
}

const log = (operationType: "install" | "disconnect" | "access_request_declined", appNames: string[]) => ({
  operationType,
  appNames,
});

describe("operation log messages in the viewer's language", () => {
  it("writes Japanese with each app in corner quotes, as the stored record does", () => {
    const t = translator(ja, "ja");
    expect(operationLogMessage(t, "ja", log("install", ["勤怠", "給与"]))).toBe("「勤怠」「給与」を追加しました");
    expect(operationLogMessage(t, "ja", log("access_request_declined", ["経費"]))).toBe(
      "「経費」の利用申請を却下しました",
    );
    expect(operationLogMessage(translator(jaEasy, "ja"), "ja-easy", log("install", ["勤怠"]))).toBe(
      "「勤怠」を ついか しました",
    );
  });

  it("writes English with the app names joined as an English list", () => {
    const t = translator(enUs, "en-US");
    expect(operationLogMessage(t, "en-us", log("install", ["Payroll"]))).toBe("Added Payroll");
    expect(operationLogMessage(t, "en-us", log("disconnect", ["Payroll", "Time", "Expenses"]))).toBe(
      "Disconnected Payroll, Time, and Expenses",
    );
  });

  it("joins app names with each locale's list format", () => {
    expect(appNamesText("pt", ["A", "B"])).toBe("A e B");
    expect(appNamesText("zh-cn", ["甲", "乙"])).toBe("甲和乙");
    expect(operationLogMessage(translator(pt, "pt"), "pt", log("install", ["A", "B"]))).toBe("A e B adicionado(s)");
    expect(operationLogMessage(translator(zhCn, "zh-CN"), "zh-cn", log("install", ["甲"]))).toBe("已添加甲");
  });

  it("renders every operation type in every locale without falling back to a key", async () => {
    const types = [
      "install",
      "uninstall",
      "connect",
      "disconnect",
      "access_request_approved",
      "access_request_declined",
      "app_allowed",
      "app_disallowed",
      "app_blocked",
      "app_unblocked",
    ];
    // Issue 27 item 6: a change of the app policy's mode names no app.
    const policyTypes = ["app_policy_any", "app_policy_allow_list", "app_policy_none"];
    for (const file of ["ja", "ja-easy", "en-us", "ko", "pt", "vi", "zh-cn", "zh-tw", "id-id"]) {
      const messages = (await import(`../../../../../messages/${file}.json`)).default;
      const t = translator(messages, "en");
      for (const type of types) {
        const text = operationLogMessage(t, "en-us", { operationType: type as "install", appNames: ["X"] });
        expect(text, `${file} ${type}`).toContain("X");
        expect(text, `${file} ${type}`).not.toContain("messages.");
      }
      const modeTexts = policyTypes.map((type) =>
        operationLogMessage(t, "en-us", { operationType: type as "install", appNames: [] }),
      );
      for (const text of modeTexts) expect(text, file).not.toMatch(/messages\.|\{/);
      expect(new Set(modeTexts).size, file).toBe(policyTypes.length);
    }
  });

  it("shows times in the store's time zone in the locale's date format", () => {
    expect(operatedAtText("ja", "2026-11-02T14:30:00Z")).toBe("2026/11/02 23:30");
    expect(operatedAtText("en-us", "2026-11-02T14:30:00Z")).toBe("Nov 2, 2026, 11:30 PM");
  });
});
