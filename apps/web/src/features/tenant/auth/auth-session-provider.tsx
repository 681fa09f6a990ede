"use client";

import type { Session } from "next-auth";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";
import { reportClientLog } from "@/client/client-log";
import { SessionProvider, signOut, useSession } from "./session-context";

/**
 * SPEC §4 session states (loading, authenticated, unauthenticated): the first value comes from the
 * server (no flash of 'logged out'); it refetches on window focus, when the browser comes back
 * online, and every `pollSeconds` when that is set.
 */
export function AuthSessionProvider({
  session,
  pollSeconds,
  children,
}: {
  session: Session | null;
  pollSeconds: number;
  children: ReactNode;
}) {
  return (
    <SessionProvider session={session} pollSeconds={pollSeconds}>
      <SessionSync />
      {children}
    </SessionProvider>
  );
}

function SessionSync() {
  const { data, update } = useSession();
  const router = useRouter();
  const hadSession = Boolean(data?.user);
  const latest = useRef({ hadSession, update });
  latest.current = { hadSession, update };

  // A refused token refresh ends the session: sign out here too and re-render the page.
  useEffect(() => {
    if (!data?.error) return;
    void signOut().then(() => router.refresh());
  }, [data?.error, router]);

  useEffect(() => {
    const onOnline = async () => {
      // Loaded when the browser comes back online, not with every page (issue 12).
      const { resyncSession } = await import("./session-resync");
      await resyncSession({
        fetch: window.fetch.bind(window),
        hadSession: latest.current.hadSession,
        update: () => latest.current.update(),
        signOutLocally: () => signOut().then(() => router.refresh()),
        report: (code, detail) => reportClientLog("error", code, detail),
      });
    };
    const listener = () => void onOnline();
    window.addEventListener("online", listener);
    return () => window.removeEventListener("online", listener);
  }, [router]);

  return null;
}
