import { ERROR_SCREENS, type TErrorScreen } from "@store/domain/errors";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { ErrorScreen } from "@/features/errors/error-screen";
import { SCREEN_REWRITE_HEADER } from "@/features/errors/screen-rewrite";
import { PageFrame } from "@/features/shell/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

type TParams = Promise<{ screen: string }>;
type TSearch = Promise<{ returnTo?: string | string[]; subdomain?: string | string[] }>;

function screenOf(value: string): TErrorScreen | null {
  return (ERROR_SCREENS as readonly string[]).includes(value) ? (value as TErrorScreen) : null;
}

/** A path on this site only: the payment screen links back to it. */
function localPath(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : undefined;
}

export async function generateMetadata({ params }: { params: TParams }): Promise<Metadata> {
  const screen = screenOf((await params).screen) ?? "notFound";
  const t = await getT("errors");
  return pageMetadata({ title: t(`${screen}.title`) });
}

/** The error screen proxy.ts rewrites a refused tenant-admin page to, sent with the refusal's status. */
export default async function ScreenPage({ params, searchParams }: { params: TParams; searchParams: TSearch }) {
  const screen = screenOf((await params).screen);
  if (!screen || (await headers()).get(SCREEN_REWRITE_HEADER) !== "1") notFound();
  const query = await searchParams;
  return (
    <PageFrame footer="error">
      <ErrorScreen
        screen={screen}
        returnTo={localPath(query.returnTo)}
        subdomain={typeof query.subdomain === "string" ? query.subdomain : undefined}
      />
    </PageFrame>
  );
}
