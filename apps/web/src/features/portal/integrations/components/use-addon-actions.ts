"use client";

import type { TAddon } from "@store/domain/schemas/addon-registration";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { useIntegrationActions } from "./use-integration-actions";

export const ADDONS_API = "/api/developers/addons";

/** The per-add-on actions of the page: check the state now and delete (one at a time). */
export function useAddonActions() {
  const t = useT("developerIntegrations");
  const { act, ...actions } = useIntegrationActions();
  const path = (addon: TAddon) => `${ADDONS_API}/${encodeURIComponent(addon.addonKey)}`;

  return {
    ...actions,
    check: (addon: TAddon) =>
      act(`check-${addon.addonKey}`, async () => {
        const read = await apiClient.get<TAddon>(path(addon));
        return t("checked", { name: read.name, state: t(`states.${read.state ?? "unmanaged"}`) });
      }),
    remove: (addon: TAddon) =>
      act(`delete-${addon.addonKey}`, async () => {
        await apiClient.delete(path(addon));
        return t("deleted", { name: addon.name });
      }),
  };
}

export type TAddonActions = ReturnType<typeof useAddonActions>;
