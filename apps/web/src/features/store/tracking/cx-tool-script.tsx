import Script from "next/script";

/** The customer-experience tool's snippet, only when both its key and script URL are configured. */
export function CxToolScript({ src, nonce }: { src: string; nonce?: string }) {
  return <Script id="cx-tool" src={src} strategy="afterInteractive" nonce={nonce} />;
}
