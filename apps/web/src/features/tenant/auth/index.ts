// The public face of this feature: what other features may import from it.

export type { TLauncherApp } from "./launcher-apps";
export { useSession } from "./session-context";
export { currentPath, isSessionEnded, signInAgainProps } from "./session-ended";
export { useSuiteSignIn } from "./use-suite-sign-in";
