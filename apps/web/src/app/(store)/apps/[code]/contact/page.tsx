import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactPreviewPage } from "@/features/app-previews/components/contact-preview-page";
import { publicDraftTarget, type TQuery } from "@/features/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/app-previews/server/preview-page-data";

type TProps = { params: Promise<{ code: string }>; searchParams: Promise<TQuery> };

// The contact page itself comes with issue 13; until then only its preview exists.
export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const preview = publicDraftTarget((await params).code, await searchParams);
  if (preview === "absent") notFound();
  return previewPageMetadata(preview, { signIn: false });
}

/** SPEC §2: `/apps/{code}/contact?preview_app_id={id}`, the contact page's preview. */
export default async function AppContactPage({ params, searchParams }: TProps) {
  const preview = publicDraftTarget((await params).code, await searchParams);
  if (preview === "absent") notFound();
  return <ContactPreviewPage target={preview} />;
}
