"use client";

import { lazy, Suspense } from "react";

// The tracking hooks and third-party snippets load only on a store configured with them; their code
// (and next/script's) stays out of every page's first load (issue 12).
const Tracking = lazy(() => import("./tracking").then((m) => ({ default: m.Tracking })));
const Analytics = lazy(() => import("./analytics").then((m) => ({ default: m.Analytics })));
const CxToolScript = lazy(() => import("./cx-tool-script").then((m) => ({ default: m.CxToolScript })));

/**
 * SPEC §7 tracking, each part only when configured: the member_login and CX hooks on every page of
 * the frame (they check for previews and areas themselves), the tag manager and the CX tool's
 * script only on app-store pages that are not previews (`gtmId` and `cxScript` are null elsewhere).
 */
export function TrackingScripts({
  memberLogin,
  cxKey,
  gtmId,
  cxScript,
  nonce,
}: {
  memberLogin: boolean;
  cxKey: string | null;
  gtmId: string | null;
  cxScript: string | null;
  nonce?: string;
}) {
  return (
    <Suspense>
      <Tracking memberLogin={memberLogin} cxKey={cxKey} />
      {gtmId ? <Analytics gtmId={gtmId} nonce={nonce} /> : null}
      {cxScript ? <CxToolScript src={cxScript} nonce={nonce} /> : null}
    </Suspense>
  );
}
