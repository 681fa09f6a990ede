"use client";

import type { TViewer } from "@store/domain/action-button";
import type { TSessionUser } from "@store/domain/schemas/tenant";
import { useSession } from "./session-context";

// Who is looking at the page (SPEC §6 roles: visitor, tenantUser, tenantAdmin), for choosing a
// dialog or an action.

export function viewerOf(user: TSessionUser | null | undefined): TViewer {
  if (!user) return "visitor";
  return user.admin && user.currentTenant ? "tenantAdmin" : "tenantUser";
}

export function useViewer(): TViewer {
  const { data } = useSession();
  return data?.error ? "visitor" : viewerOf(data?.user);
}
