// The response headers every answer of the store carries (issue 8, headers). Pure: proxy.ts
// builds them per request from the configuration, and tests read them without a server.

export type TSecuritySettings = {
  BASE_URL: string;
  GTM_ID?: string;
  CX_TOOL_KEY?: string;
  CX_TOOL_SCRIPT_URL?: string;
  /** Development builds need eval for React's error overlays. */
  development?: boolean;
};

/** Hosts of the players and viewers the app detail page embeds (features/store/catalog/embed-facade.tsx). */
const EMBED_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://fast.wistia.net",
  "https://fast.wistia.com",
  "https://app.box.com",
];

/** What the tag manager and the analytics it loads need (their vendor's CSP guidance). */
const ANALYTICS = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

function directives(entries: [string, string[]][]): string {
  return entries.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/**
 * The policy of an HTML page: scripts only with this response's nonce (and what those scripts
 * load: 'strict-dynamic'), the analytics and customer-experience hosts only when configured,
 * images and connections to the store itself, frames only for the embedded players, and no one
 * may frame the store. Inline style attributes stay allowed: the dialog and popover primitives
 * position themselves with them, and styles cannot run code.
 */
export function pageContentSecurityPolicy(settings: TSecuritySettings, nonce: string): string {
  const analytics = Boolean(settings.GTM_ID);
  const cxOrigin =
    settings.CX_TOOL_KEY && settings.CX_TOOL_SCRIPT_URL ? [new URL(settings.CX_TOOL_SCRIPT_URL).origin] : [];
  const https = settings.BASE_URL.startsWith("https://");
  return directives([
    ["default-src", ["'self'"]],
    [
      "script-src",
      [
        "'self'",
        `'nonce-${nonce}'`,
        "'strict-dynamic'",
        ...(analytics ? ANALYTICS.script : []),
        ...cxOrigin,
        ...(settings.development ? ["'unsafe-eval'"] : []),
      ],
    ],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...(analytics ? ANALYTICS.img : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(analytics ? ANALYTICS.connect : []), ...cxOrigin]],
    ["frame-src", EMBED_HOSTS],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ...(https ? ([["upgrade-insecure-requests", []]] as [string, string[]][]) : []),
  ]);
}

/** The policy of everything that is not a page (JSON, images, scripts): it may load nothing. */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers that are the same on every response, pages or not. */
export function commonSecurityHeaders(settings: Pick<TSecuritySettings, "BASE_URL">): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    // Only a store served over https may promise browsers to use nothing else for a year.
    ...(settings.BASE_URL.startsWith("https://") ? { "strict-transport-security": "max-age=31536000" } : {}),
  };
}

/** A fresh nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
