import type { TDemoProviderKey } from "./providers";

/** The password of every demo account (tenant users sign in through the stand-in with it too). */
export const DEMO_PASSWORD = "demo-password";

export type TDemoAccount =
  | {
      kind: "provider_user";
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      provider: TDemoProviderKey;
      providerName: string;
    }
  | { kind: "operator"; email: string; password: string; name: string };

/** Developer and operator accounts of the demo store, for the README and tests. */
export const DEMO_ACCOUNTS = [
  {
    kind: "provider_user",
    email: "dev@komorebi-accounting.example",
    password: DEMO_PASSWORD,
    lastName: "木下",
    firstName: "葵",
    provider: "komorebi",
    providerName: "こもれび会計株式会社",
  },
  {
    kind: "provider_user",
    email: "dev@tokiwa-time.example",
    password: DEMO_PASSWORD,
    lastName: "常盤",
    firstName: "陸",
    provider: "tokiwa",
    providerName: "株式会社ときわタイム",
  },
  {
    kind: "provider_user",
    email: "dev@kurogane-id.example",
    password: DEMO_PASSWORD,
    lastName: "黒田",
    firstName: "真琴",
    provider: "kurogane",
    providerName: "株式会社くろがねID",
  },
  {
    kind: "provider_user",
    email: "dev@harukaze-recruit.example",
    password: DEMO_PASSWORD,
    lastName: "春日",
    firstName: "悠",
    provider: "harukaze",
    providerName: "株式会社はるかぜ採用",
  },
  // Issue 29's analytics journey: a provider whose apps no other end-to-end test opens or installs.
  {
    kind: "provider_user",
    email: "dev@manabi-tane.example",
    password: DEMO_PASSWORD,
    lastName: "種田",
    firstName: "学",
    provider: "manabi",
    providerName: "株式会社まなびのたね",
  },
  { kind: "operator", email: "operator@store.example", password: DEMO_PASSWORD, name: "ストア運営 太郎" },
] as const satisfies readonly TDemoAccount[];
