"use client";

import { AUTH_API_PATH } from "@store/domain/sign-in-url";
import type { Session } from "next-auth";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { reportClientLog } from "@/client/client-log";

// The store's own client for the Auth.js session endpoint, in place of next-auth/react's
// SessionProvider (about 10 KB gzip on every page, issue 12). It speaks the same protocol: GET and
// POST /api/auth/session, the CSRF token of /api/auth/csrf, POST /api/auth/signout, and the
// `nextauth.message` storage key that keeps the tabs of one browser in step.

export type TSessionStatus = "loading" | "authenticated" | "unauthenticated";
export type TSessionState = {
  data: Session | null;
  status: TSessionStatus;
  /** Re-reads the session; with `data`, posts it to the session endpoint (e.g. `{ action: "refresh" }`). */
  update: (data?: unknown) => Promise<Session | null | undefined>;
};

const SYNC_KEY = "nextauth.message";
const SessionContext = createContext<TSessionState | null>(null);

/** The mounted provider's re-read, for `signOut` (one provider per page, in the store frame). */
let rereadSession: (() => Promise<unknown>) | undefined;

async function fetchSession(init?: RequestInit): Promise<Session | null> {
  const response = await fetch(`${AUTH_API_PATH}/session`, { cache: "no-store", credentials: "same-origin", ...init });
  if (!response.ok) throw new Error(`session endpoint answered ${response.status}`);
  const body = (await response.json()) as Session | Record<string, never> | null;
  return body && Object.keys(body).length > 0 ? (body as Session) : null;
}

async function csrfToken(): Promise<string> {
  const response = await fetch(`${AUTH_API_PATH}/csrf`, { cache: "no-store", credentials: "same-origin" });
  if (!response.ok) throw new Error(`csrf endpoint answered ${response.status}`);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** Tells this browser's other tabs that the session changed (they re-read it). */
function tellOtherTabs(trigger: "getSession" | "signout"): void {
  try {
    localStorage.setItem(
      SYNC_KEY,
      JSON.stringify({ event: "session", data: { trigger }, timestamp: Math.floor(Date.now() / 1000) }),
    );
  } catch {
    // Storage blocked: other tabs catch up on their next focus or poll.
  }
}

/**
 * SPEC §4 session states (loading, authenticated, unauthenticated): the first value comes from the
 * server (no flash of 'logged out'). A signed-in page re-reads it when the tab becomes visible and
 * every `pollSeconds` while online; every page re-reads it when another tab changed it.
 */
export function SessionProvider({
  session,
  pollSeconds,
  children,
}: {
  session: Session | null;
  pollSeconds: number;
  children: ReactNode;
}) {
  const [data, setData] = useState<Session | null>(session);
  const [loading, setLoading] = useState(false);
  const current = useRef(data);
  current.current = data;

  const reread = useCallback(async (broadcast: boolean): Promise<Session | null> => {
    try {
      const next = await fetchSession();
      setData(next);
      if (broadcast) tellOtherTabs("getSession");
      return next;
    } catch (error) {
      reportClientLog("error", "CLIENT_SESSION_ERROR", error instanceof Error ? error.message : String(error));
      return current.current;
    }
  }, []);

  useEffect(() => {
    rereadSession = () => reread(false);
    const onStorage = (event: StorageEvent) => {
      if (event.key === SYNC_KEY && event.newValue) void reread(false);
    };
    // Polls and focus only matter to a signed-in page; a visitor's page never asks.
    const onVisible = () => {
      if (document.visibilityState === "visible" && current.current) void reread(false);
    };
    const timer =
      pollSeconds > 0
        ? setInterval(() => {
            if (navigator.onLine && current.current) void reread(false);
          }, pollSeconds * 1000)
        : undefined;
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      rereadSession = undefined;
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
      if (timer) clearInterval(timer);
    };
  }, [pollSeconds, reread]);

  const update = useCallback(
    async (body?: unknown): Promise<Session | null | undefined> => {
      if (!current.current) return undefined;
      setLoading(true);
      try {
        if (body === undefined) return await reread(true);
        const next = await fetchSession({
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ csrfToken: await csrfToken(), data: body }),
        });
        if (next) {
          setData(next);
          tellOtherTabs("getSession");
        }
        return next;
      } catch (error) {
        reportClientLog("error", "CLIENT_SESSION_ERROR", error instanceof Error ? error.message : String(error));
        return null;
      } finally {
        setLoading(false);
      }
    },
    [reread],
  );

  const value = useMemo<TSessionState>(
    () => ({ data, status: loading ? "loading" : data ? "authenticated" : "unauthenticated", update }),
    [data, loading, update],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of the store frame's provider; outside one (the areas), always signed out. */
export function useSession(): TSessionState {
  return useContext(SessionContext) ?? SIGNED_OUT;
}

const SIGNED_OUT: TSessionState = { data: null, status: "unauthenticated", update: async () => undefined };

/** Ends the session in this browser (no redirect), tells the other tabs, and re-reads it here. */
export async function signOut(): Promise<void> {
  const response = await fetch(`${AUTH_API_PATH}/signout`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: await csrfToken(), callbackUrl: window.location.href, json: "true" }),
  });
  if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
  tellOtherTabs("signout");
  await rereadSession?.();
}
