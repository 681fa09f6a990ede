/** The internal page that renders an error screen for proxy.ts's rewrites (app/(store)/%5Fscreens). */
export const SCREEN_PAGE_PATH = "/_screens";
/** Set by proxy.ts on its rewrites only: the screen page is not reachable on its own. */
export const SCREEN_REWRITE_HEADER = "x-hrstore-screen";
