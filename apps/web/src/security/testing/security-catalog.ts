// The data the security suite seeds before its principals sign in (security-fixture.ts names it).
import type { TDb } from "@store/db/client";
import { insertContactRequest } from "@store/db/queries/contact-requests";
import { insertWebhookDelivery, saveProviderWebhookUrl } from "@store/db/queries/provider-webhooks";
import { seedApp } from "@store/db/seed/apps";
import { seedCase, seedSpecial, seedTermsVersion } from "@store/db/seed/editorial";
import { seedOauthClient, seedProvider } from "@store/db/seed/providers";
import {
  PROVIDER_A,
  SECURITY_LEAD_MARKER,
  SECURITY_WEBHOOK_EVENT_ID,
  SECURITY_WEBHOOK_SECRET,
} from "./security-fixture";

/**
 * The catalog the security suite works on: an add-on and a connect app (tenant A installs both),
 * a third app to install, an app with a document to request, a special, a case and a terms version.
 */
export async function seedSecurityCatalog(db: TDb): Promise<{ specialId: number; caseId: number }> {
  const provider = await seedProvider(db, {
    name: PROVIDER_A.name,
    email: PROVIDER_A.email,
    awards: [{ title: "検証アワード", description: "提供会社エーの受賞歴" }],
  });
  const client = await seedOauthClient(db, {
    appProviderId: provider.id,
    clientId: "client-sec-connect",
    name: "検証",
  });
  const base = { appProviderId: provider.id, termsUrl: "https://provider.sec.example/terms" };
  const addon = await seedApp(db, { ...base, code: "sec-addon-a", name: "検証アドオン", integrationType: "install" });
  await seedApp(db, {
    ...base,
    code: "sec-connect-a",
    name: "検証連携",
    integrationType: "connect",
    oauthClientId: client.id,
  });
  // Voices 1 (waiting for an operator) and 2 (published): the moderation and reply routes have rows to move (issue 28).
  await seedApp(db, {
    ...base,
    code: "sec-extra",
    name: "検証追加",
    integrationType: "install",
    voices: [
      {
        authorName: "検証 待ち",
        title: "確認待ちの検証の声",
        body: "検証のための確認待ちの声です。",
        rating: 3,
        publishedAt: null,
      },
      {
        authorName: "検証 公開",
        title: "公開中の検証の声",
        body: "検証のための公開中の声です。",
        rating: 4,
        publishedAt: new Date("2024-04-02T00:00:00+09:00"),
      },
    ],
  });
  await seedApp(db, {
    ...base,
    code: "sec-doc",
    name: "検証資料",
    integrationType: "install",
    documentUrl: "https://provider.sec.example/document.pdf",
  });
  const contactApp = await seedApp(db, {
    ...base,
    code: "sec-contact",
    name: "検証問い合わせ",
    integrationType: "install",
    primaryActionType: "demo_and_inquiry",
  });
  await seedApp(db, {
    ...base,
    code: "sec-trial",
    name: "検証トライアル",
    integrationType: "install",
    primaryActionType: "trial",
  });
  // A lead of provider A's: only provider A may see it (GET /api/developers/leads).
  await insertContactRequest(db, {
    appId: contactApp.id,
    kind: "inquiry",
    company: SECURITY_LEAD_MARKER,
    name: "検証 太郎",
    email: "lead@sec.example",
    phone: "",
    companySize: "small",
    message: "",
    tenantId: null,
    suiteUserId: null,
    locale: "ja",
    ipAddress: null,
  });
  // Provider A's webhook and one delivery of it: only provider A may see or resend it.
  await saveProviderWebhookUrl(db, {
    appProviderId: provider.id,
    url: "https://hooks.provider.sec.example/store",
    candidateSecret: SECURITY_WEBHOOK_SECRET,
    now: new Date(),
  });
  await insertWebhookDelivery(db, {
    appProviderId: provider.id,
    eventId: SECURITY_WEBHOOK_EVENT_ID,
    eventType: "installed",
    appCode: "sec-addon-a",
    tenantId: null,
    payload: { id: SECURITY_WEBHOOK_EVENT_ID, type: "installed" },
    now: new Date(),
  });
  const published = new Date("2024-04-01T00:00:00+09:00");
  const special = await seedSpecial(db, {
    title: "検証特集",
    description: "特集",
    publishedAt: published,
    appIds: [addon.id],
  });
  const story = await seedCase(db, {
    companyName: "検証事例株式会社",
    companySize: "100名",
    industry: "製造",
    title: "検証事例",
    summary: "要約",
    body: "本文",
    publishedAt: published,
    appIds: [addon.id],
  });
  await seedTermsVersion(db, {
    kind: "terms",
    version: "2024-04-01",
    title: "利用規約",
    bodyMarkdown: "本文",
    effectiveAt: published,
  });
  return { specialId: special.id, caseId: story.id };
}
