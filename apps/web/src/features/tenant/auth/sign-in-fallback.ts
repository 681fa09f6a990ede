import { AUTH_API_PATH, safeCallbackUrl } from "@store/domain/sign-in-url";

export type TProviders = Record<string, { id: string; name: string }>;

export type TSignInDeps = {
  /** next-auth's `getProviders()`: null when the providers could not be loaded. */
  loadProviders: () => Promise<TProviders | null>;
  /** Starts next-auth's sign-in with a known provider. */
  signIn: (providerId: string, options: { callbackUrl: string }) => Promise<unknown>;
  navigate: (url: string) => void;
};

/**
 * SPEC §8 sign-in fallbacks: no providers loaded goes to the auth error page; an unknown provider
 * goes to the sign-in page with the return URL; otherwise sign-in starts with that provider.
 */
export async function startSignIn(
  params: { providerId: string; callbackUrl: string },
  deps: TSignInDeps,
): Promise<"started" | "error-page" | "sign-in-page"> {
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  const providers = await deps.loadProviders().catch(() => null);
  if (!providers || Object.keys(providers).length === 0) {
    deps.navigate(`${AUTH_API_PATH}/error`);
    return "error-page";
  }
  if (!(params.providerId in providers)) {
    deps.navigate(`${AUTH_API_PATH}/signin?${new URLSearchParams({ callbackUrl })}`);
    return "sign-in-page";
  }
  await deps.signIn(params.providerId, { callbackUrl });
  return "started";
}
