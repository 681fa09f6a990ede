import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AppDetailView } from "@/features/ops-apps/components/app-detail-view";
import { getOperatorApp } from "@/features/ops-apps/server/get-operator-app";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { requirePrincipal } from "@/server/require-principal";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsApps");
  return pageMetadata({ title: t("detail.metaTitle") });
}

/** One app in the console: its facts, its status change and its history. */
export default async function OpsAppPage({ params }: TProps) {
  await requirePrincipal("operator");
  const { id } = ZRowIdParams.parse(await params);
  const app = id === null ? null : await getOperatorApp(await getDb(), id);
  if (!app) notFound();
  return <AppDetailView app={app} />;
}
