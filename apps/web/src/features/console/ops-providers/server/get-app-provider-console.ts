import "server-only";
import type { TDb } from "@store/db/client";
import { findAppProviderProfile, listAppsOfProvider } from "@store/db/queries/app-providers";
import { listProviderUsersOfProvider } from "@store/db/queries/provider-users";
import type { TAppStatus } from "@store/domain/enums";
import { providerUserState, type TProviderUserState } from "@store/domain/schemas/provider";

export type TConsoleProviderUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  state: TProviderUserState;
  /** When they were invited (the row was made), ISO. */
  invitedAt: string;
};

export type TAppProviderConsole = {
  id: number;
  name: string;
  email: string;
  url: string | null;
  description: string;
  users: TConsoleProviderUser[];
  apps: { id: number; name: string; code: string; status: TAppStatus }[];
};

/** /ops/providers/{id}: the provider, its users with their state and its apps; undefined when none. */
export async function getAppProviderConsole(db: TDb, appProviderId: number): Promise<TAppProviderConsole | undefined> {
  const [profile, users, apps] = await Promise.all([
    findAppProviderProfile(db, { appProviderId }),
    listProviderUsersOfProvider(db, { appProviderId }),
    listAppsOfProvider(db, { appProviderId }),
  ]);
  if (!profile) return undefined;
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    url: profile.url,
    description: profile.description,
    users: users.map((user) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      state: providerUserState(user),
      invitedAt: user.createdAt.toISOString(),
    })),
    apps,
  };
}
