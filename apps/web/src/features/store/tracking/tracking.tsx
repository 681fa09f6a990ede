"use client";

import { useSession } from "@/features/tenant/auth";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { isPreviewRequest } from "@/paths/preview-request";
import { isAppStorePage } from "@/paths/app-store-page";
import { guardedStorage } from "@/client/storage/browser-storage";
import { CX_QUEUE, cxIdentity, pushCx, sendMemberLoginOnce } from "./tracking-events";

type TTrackingWindow = Window & { dataLayer?: unknown[]; [CX_QUEUE]?: unknown[] };

/**
 * SPEC §7 tracking hooks, each only when configured and only on app-store pages: member_login for
 * the tag manager; identity and a view per route change for the customer-experience tool.
 */
export function Tracking({ memberLogin, cxKey }: { memberLogin: boolean; cxKey: string | null }) {
  const { data } = useSession();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const user = data && !data.error ? data.user : null;
  // Previews (SPEC §2) are never counted.
  const appStorePage = isAppStorePage(pathname) && !isPreviewRequest(pathname, new URLSearchParams(search));
  const identified = useRef<string | null>(null);

  useEffect(() => {
    if (!memberLogin || !appStorePage || !user) return;
    const w = window as TTrackingWindow;
    w.dataLayer ??= [];
    sendMemberLoginOnce(user.id, guardedStorage("local"), w.dataLayer);
  }, [memberLogin, appStorePage, user]);

  useEffect(() => {
    if (!cxKey || !appStorePage) return;
    const w = window as TTrackingWindow;
    w[CX_QUEUE] ??= [];
    const queue = w[CX_QUEUE];
    if (queue.length === 0) pushCx(queue, ["init", { key: cxKey }]);
    const identity = user ? cxIdentity(user) : null;
    const fingerprint = identity ? JSON.stringify(identity) : null;
    if (identity && fingerprint !== identified.current) pushCx(queue, ["identify", identity]);
    identified.current = fingerprint;
  }, [cxKey, appStorePage, user]);

  useEffect(() => {
    if (!cxKey || !appStorePage) return;
    const w = window as TTrackingWindow;
    w[CX_QUEUE] ??= [];
    pushCx(w[CX_QUEUE], ["view", { path: search ? `${pathname}?${search}` : pathname }]);
  }, [cxKey, appStorePage, pathname, search]);

  return null;
}
