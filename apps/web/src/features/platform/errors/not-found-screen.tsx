"use client";

import { ErrorSiteFooter } from "@/features/platform/page-frame";
import { ErrorScreen } from "./error-screen";

/** SPEC §8 not-found screen, with the error variant of the footer inside the store's frame. */
export function NotFoundScreen({ withFooter }: { withFooter: boolean }) {
  return (
    <>
      <main id="main" className="flex-1">
        <ErrorScreen screen="notFound" />
      </main>
      {withFooter ? <ErrorSiteFooter /> : null}
    </>
  );
}
