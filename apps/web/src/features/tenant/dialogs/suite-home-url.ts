/** The parent service's home page, on the current tenant's subdomain when there is one (SPEC §2 Logout). */
export function suiteHomeUrl(suiteUrl: string, subdomain: string | null | undefined): string {
  const url = new URL("/", suiteUrl);
  if (subdomain) url.searchParams.set("tenant", subdomain);
  return url.toString();
}
