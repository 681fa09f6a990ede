import type { TDb } from "../client";
import { addonRegistrations, appProviderAwards, appProviders, oauthClients, providerUsers } from "../schema/providers";

export type TSeedProviderInput = {
  name: string;
  email: string;
  description?: string;
  address?: string;
  url?: string | null;
  awards?: { title: string; description: string }[];
};

export async function seedProvider(db: TDb, input: TSeedProviderInput) {
  const [provider] = await db
    .insert(appProviders)
    .values({
      name: input.name,
      email: input.email,
      description: input.description ?? "",
      address: input.address ?? "",
      url: input.url ?? null,
    })
    .returning();
  if (!provider) throw new Error("provider insert returned nothing");
  if (input.awards?.length) {
    await db
      .insert(appProviderAwards)
      .values(input.awards.map((a, position) => ({ ...a, appProviderId: provider.id, position })));
  }
  return provider;
}

/** A provider's OAuth client in the parent service; apps that share one share an account. */
export async function seedOauthClient(db: TDb, input: { appProviderId: number; clientId: string; name: string }) {
  const [client] = await db.insert(oauthClients).values(input).returning();
  if (!client) throw new Error("oauth client insert returned nothing");
  return client;
}

/** A provider's add-on the store knows without a registration (the parent service's business alone). */
export async function seedAddon(
  db: TDb,
  input: { appProviderId: number; addonKey: string; name: string; addonUrl: string; registeredScopes?: string[] },
) {
  const [addon] = await db.insert(addonRegistrations).values(input).returning();
  if (!addon) throw new Error("add-on insert returned nothing");
  return addon;
}

export async function seedProviderUser(
  db: TDb,
  input: { appProviderId: number; email: string; firstName: string; lastName: string; passwordHash?: string | null },
) {
  const [user] = await db
    .insert(providerUsers)
    .values({ ...input, uid: input.email, provider: "email", passwordHash: input.passwordHash ?? null })
    .returning();
  if (!user) throw new Error("provider user insert returned nothing");
  return user;
}
