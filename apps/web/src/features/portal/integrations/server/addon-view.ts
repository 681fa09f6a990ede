import "server-only";
import type { TAddonRow, TAddonUse } from "@store/db/queries/addon-registrations";
import { AppError } from "@store/domain/errors";
import type { TAddon } from "@store/domain/schemas/addon-registration";

// How a provider's add-on is shown: never its registration's address nor its token.

export function toAddonView(row: TAddonRow, uses: readonly TAddonUse[]): TAddon {
  return {
    addonKey: row.addonKey,
    name: row.name,
    addonUrl: row.addonUrl,
    scopes: row.registeredScopes,
    state: row.suiteState,
    stateCheckedAt: row.stateCheckedAt?.toISOString() ?? null,
    managed: row.suiteState !== null,
    usedBy: uses
      .filter((use) => use.addonKey === row.addonKey)
      .map((use) => ({ kind: use.kind, id: use.id, name: use.name })),
  };
}

export function addonNotFound(addonKey: string): AppError {
  return new AppError("NOT_FOUND", `add-on ${addonKey} not found`);
}
