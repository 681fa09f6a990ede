// Who may open a preview (SPEC §2, issue 10): the draft's or app's own provider users and
// operators; anyone else — another provider, a tenant user or admin (who has no provider or
// operator session, so no previewer), a visitor — gets NOT_FOUND, exactly as for an unknown id.
import type { TDbHandle } from "@store/db/client";
import { apps } from "@store/db/schema/apps";
import { draftApps } from "@store/db/schema/drafts";
import { appProviders } from "@store/db/schema/providers";
import { createDemoCatalogDb } from "@store/db/testing/demo-catalog-db";
import { AppError } from "@store/domain/errors";
import { NO_FLAGS } from "@store/domain/feature-flags";
import type { TOperatorPrincipal, TProviderPrincipal } from "@store/domain/principals";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TCatalogContext } from "@/features/store/catalog/catalog-context";
import type { TAppPreviewTarget } from "../preview-targets";
import type { TPreviewer } from "./load-app-preview";

// The catalog's public files load the server's logger, which reads the configuration once.
vi.stubEnv("BASE_URL", "http://store.test");
vi.stubEnv("NEXTAUTH_URL", "http://store.test");
vi.stubEnv("LOG_LEVEL", "fatal");
const { loadAppPreview } = await import("./load-app-preview");

const ctx: TCatalogContext = {
  now: new Date("2026-11-21T12:00:00+09:00"),
  flags: NO_FLAGS,
  tenantId: null,
  viewer: "visitor",
};

const operator: TOperatorPrincipal = {
  kind: "operator",
  sessionId: 1,
  operatorId: 1,
  name: "運営 太郎",
  email: "operator@store.example",
};

function providerUser(appProviderId: number): TProviderPrincipal {
  return {
    kind: "providerUser",
    sessionId: appProviderId,
    providerUserId: appProviderId,
    appProviderId,
    appProviderName: "",
    email: "dev@provider.example",
    firstName: "葵",
    lastName: "木下",
    allowPasswordChange: true,
  };
}

describe(`preview authorization on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  // kurogane owns the app kurogane-sso and a draft of it; tokiwa a new app's draft; minamo an app
  // still in status draft; harukaze is the other provider.
  let kurogane: number;
  let tokiwa: number;
  let minamo: number;
  let harukaze: number;
  let ssoAppId: number;
  let ssoDraftId: number;
  let newDraftId: number;
  let draftStatusAppId: number;

  const providerId = async (domainPart: string) => {
    const rows = await handle.db.select({ id: appProviders.id, url: appProviders.url }).from(appProviders);
    const row = rows.find((r) => r.url?.includes(domainPart));
    if (!row) throw new Error(`no demo provider ${domainPart}`);
    return row.id;
  };
  const appId = async (code: string) => {
    const [row] = await handle.db.select({ id: apps.id }).from(apps).where(eq(apps.code, code));
    if (!row) throw new Error(`no demo app ${code}`);
    return row.id;
  };

  beforeAll(async () => {
    handle = await createDemoCatalogDb();
    [kurogane, tokiwa, minamo, harukaze] = await Promise.all([
      providerId("kurogane-id.example"),
      providerId("tokiwa-time.example"),
      providerId("minamo-onboard.example"),
      providerId("harukaze-recruit.example"),
    ]);
    [ssoAppId, draftStatusAppId] = await Promise.all([appId("kurogane-sso"), appId("minamo-welcome-kit")]);
    const [ssoDraft] = await handle.db
      .select({ id: draftApps.id })
      .from(draftApps)
      .where(and(eq(draftApps.appId, ssoAppId), eq(draftApps.merged, false)));
    const [newDraft] = await handle.db
      .select({ id: draftApps.id })
      .from(draftApps)
      .where(and(eq(draftApps.appProviderId, tokiwa), isNull(draftApps.appId)));
    if (!ssoDraft || !newDraft) throw new Error("demo drafts missing");
    ssoDraftId = ssoDraft.id;
    newDraftId = newDraft.id;
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
  });

  const preview = (target: TAppPreviewTarget, previewer: TPreviewer) =>
    loadAppPreview(handle.db, target, previewer, ctx);

  async function expectNotFound(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("NOT_FOUND");
  }

  it("shows a draft of an existing app to its provider's user and to an operator", async () => {
    const target = { kind: "editDraft", appId: ssoAppId, draftId: ssoDraftId } as const;
    for (const previewer of [providerUser(kurogane), operator]) {
      const app = await preview(target, previewer);
      expect(app.code).toBe("kurogane-sso");
      expect(app.id).toBe(ssoAppId);
    }
  });

  it("shows a new app's draft to its provider's user and to an operator, as an app with no id yet", async () => {
    for (const previewer of [providerUser(tokiwa), operator]) {
      const app = await preview({ kind: "newDraft", draftId: newDraftId }, previewer);
      expect(app).toMatchObject({ name: "ときわ有給管理", code: "tokiwa-yukyu", id: 0 });
    }
  });

  it("shows an app's stored content whatever its status", async () => {
    const app = await preview({ kind: "app", appId: draftStatusAppId }, providerUser(minamo));
    expect(app.name).toBe("みなもウェルカムキット");
    expect((await preview({ kind: "app", appId: draftStatusAppId }, operator)).name).toBe("みなもウェルカムキット");
  });

  it("shows a draft on its app's public route to its owner and an operator", async () => {
    const target = { kind: "publicDraft", code: "kurogane-sso", draftId: ssoDraftId } as const;
    expect((await preview(target, providerUser(kurogane))).code).toBe("kurogane-sso");
    expect((await preview(target, operator)).code).toBe("kurogane-sso");
  });

  describe("is not found", () => {
    const cases: [string, () => TAppPreviewTarget][] = [
      ["an existing app's draft", () => ({ kind: "editDraft", appId: ssoAppId, draftId: ssoDraftId })],
      ["a new app's draft", () => ({ kind: "newDraft", draftId: newDraftId })],
      ["an app's content", () => ({ kind: "app", appId: ssoAppId })],
      ["a draft on the public route", () => ({ kind: "publicDraft", code: "kurogane-sso", draftId: ssoDraftId })],
    ];

    it.each(cases)("for another provider's user: %s", async (_, target) => {
      // harukaze owns none of them; tokiwa owns the new draft, so kurogane asks for that one.
      const t = target();
      const stranger = t.kind === "newDraft" ? providerUser(kurogane) : providerUser(harukaze);
      await expectNotFound(preview(t, stranger));
    });

    it.each(cases)(
      "for a visitor or a tenant user or admin (no provider or operator session): %s",
      async (_, target) => {
        await expectNotFound(preview(target(), null));
      },
    );

    it("for unknown ids, as for ids the caller may not see", async () => {
      await expectNotFound(preview({ kind: "newDraft", draftId: 2_147_483_647 }, operator));
      await expectNotFound(preview({ kind: "app", appId: 2_147_483_647 }, operator));
    });

    it("for a draft the address puts in the wrong place", async () => {
      const owner = providerUser(kurogane);
      // A draft of an existing app is not a new app's draft, nor a draft of another app.
      await expectNotFound(preview({ kind: "newDraft", draftId: ssoDraftId }, owner));
      await expectNotFound(preview({ kind: "editDraft", appId: draftStatusAppId, draftId: ssoDraftId }, operator));
      // …nor shown under another app's code.
      await expectNotFound(preview({ kind: "publicDraft", code: "asagi-payroll", draftId: ssoDraftId }, owner));
      // A new app's draft has no app to be a draft of.
      await expectNotFound(preview({ kind: "editDraft", appId: ssoAppId, draftId: newDraftId }, operator));
    });
  });
});
