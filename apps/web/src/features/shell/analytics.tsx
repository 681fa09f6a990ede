import { ACCOUNT_HOME_PATH } from "@store/domain/principals";
import Script from "next/script";

const ACCOUNT_AREAS = Object.values(ACCOUNT_HOME_PATH);

/**
 * An app-store page is any path not under /developers (SPEC §2), nor under the operator area
 * (ARCHITECTURE.md); only those get analytics. Those areas have frames without any (their
 * layouts); this guards the store's frame against a page put in the wrong group.
 */
export function isAppStorePage(pathname: string): boolean {
  return !ACCOUNT_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** The tag manager, only when GTM_ID is configured. */
export function Analytics({ gtmId, nonce }: { gtmId: string; nonce?: string }) {
  return (
    <Script id="gtm" strategy="afterInteractive" nonce={nonce}>
      {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`}
    </Script>
  );
}
