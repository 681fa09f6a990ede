import { ZAppProviderSearch } from "@store/domain/schemas/provider";
import type { Metadata } from "next";
import { ProviderListView } from "@/features/ops-providers/components/provider-list-view";
import { listAppProviders } from "@/features/ops-providers/server/list-app-providers";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsProviders.list");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** The console's list of app providers, searchable by name. */
export default async function OpsProvidersPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  await requirePrincipal("operator");
  const raw = (await searchParams).q;
  const parsed = ZAppProviderSearch.safeParse({ q: typeof raw === "string" ? raw : undefined });
  const search = parsed.success ? parsed.data : {};
  const { providers, hasMore } = await listAppProviders(await getDb(), search);
  return <ProviderListView q={search.q ?? ""} providers={providers} hasMore={hasMore} />;
}
