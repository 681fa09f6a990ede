import "server-only";
// PLACEHOLDER until the lead's version lands on main (brief-9 contract): same signatures.
import { ACCOUNT_SIGN_IN_PATH, type TAccountAudience, type TAccountPrincipalOf } from "@store/domain/principals";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { readAccountPrincipal } from "./account-session";
import { getDb } from "./db";

export async function readPagePrincipal<K extends TAccountAudience>(
  audience: K,
): Promise<TAccountPrincipalOf<K> | null> {
  return readAccountPrincipal(await getDb(), audience, await cookies());
}

export async function requirePrincipal<K extends TAccountAudience>(audience: K): Promise<TAccountPrincipalOf<K>> {
  const principal = await readPagePrincipal(audience);
  if (principal) return principal;
  const path = (await headers()).get("x-pathname") ?? "/";
  redirect(`${ACCOUNT_SIGN_IN_PATH[audience]}?callbackUrl=${encodeURIComponent(path)}`);
}
