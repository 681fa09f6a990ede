// Seeds for the developer area's tests: a provider with users signed in as principals, and drafts
// with the least content a draft can have.
import type { TDb } from "@store/db/client";
import { seedDraftApp, type TSeedDraftAppInput } from "@store/db/seed/drafts";
import { seedProvider, seedProviderUser, type TSeedProviderInput } from "@store/db/seed/providers";
import type { TProviderPrincipal } from "@store/domain/principals";
import { emptyAppContent, type TAppContent } from "@store/domain/schemas/app-content";

let sequence = 0;

/** A provider with one user, as the principal a live session of that user gives. */
export async function seedProviderWithUser(
  db: TDb,
  input: Partial<TSeedProviderInput> & { name: string },
): Promise<{ provider: { id: number; name: string }; principal: TProviderPrincipal }> {
  const provider = await seedProvider(db, { email: `info-${++sequence}@provider.example`, ...input });
  return { provider, principal: await seedPrincipalOf(db, provider) };
}

/** Another user of an existing provider, as a principal. */
export async function seedPrincipalOf(db: TDb, provider: { id: number; name: string }): Promise<TProviderPrincipal> {
  const user = await seedProviderUser(db, {
    appProviderId: provider.id,
    email: `user-${++sequence}@provider.example`,
    firstName: "葵",
    lastName: `木下${sequence}`,
  });
  return {
    kind: "providerUser",
    sessionId: sequence,
    providerUserId: user.id,
    appProviderId: provider.id,
    appProviderName: provider.name,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    allowPasswordChange: user.allowPasswordChange,
  };
}

/** The least content a draft can have. */
export function minimalDraftContent(name: string, code: string): TAppContent {
  return { ...emptyAppContent(), name, code };
}

export function seedMinimalDraft(db: TDb, input: Omit<TSeedDraftAppInput, "content"> & { name: string; code: string }) {
  const { name, code, ...rest } = input;
  return seedDraftApp(db, { ...rest, content: minimalDraftContent(name, code) });
}
