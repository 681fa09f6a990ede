// @ts-check
// JavaScript, not TypeScript: `next start` would otherwise load Next's native SWC compiler (some
// 25 MB resident) into the store's process only to read this file (issue 12: idle memory).
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";

/** @type {import("next").NextConfig} */
const nextConfig = {
  // PGlite loads its WASM from its own package folder, so it must not be bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "pino",
    "sanitize-html",
    "nodemailer",
    "@sentry/node",
    "prom-client",
  ],
  transpilePackages: ["@store/domain", "@store/db"],
  poweredByHeader: false,
  // `npm test` type-checks the whole repository (tsconfig.check.json) before it builds, and says so
  // with STORE_TYPES_CHECKED=1: its build does not check the same files a second time.
  typescript: { ignoreBuildErrors: process.env.STORE_TYPES_CHECKED === "1" },
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  experimental: {
    // Every route's module is loaded as a page is first asked for, not all of them at start: the
    // operator, provider and admin areas stay out of the memory of a store that only serves the
    // public catalog (issue 12). The first request to a route pays for its loading once.
    preloadEntriesOnStart: false,
    // proxy.ts runs on every request, so Next.js keeps a copy of each body for it, up to this
    // size (10 MB by default, per request, in memory), and cuts a longer body off there. The
    // store's JSON bodies are refused beyond 64 KB (server/http/request-body.ts); the largest body is an
    // image upload, 8 MB and its multipart framing (IMAGE_UPLOAD_BODY_LIMIT_BYTES): above that,
    // so a larger upload reaches its route whole enough to be refused with its own 413.
    proxyClientMaxBodySize: "9mb",
  },
  // The headers that never change, on every response, the build's static files included (proxy.ts
  // sets them again with the policy and HSTS, which depend on the running configuration).
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ];
  },
};

/**
 * next-intl's plugin points the bundler at the request configuration (src/i18n/request.ts), which
 * only matters while building; it also loads @swc/core (some 10 MB resident), so the running server
 * (`next start`, phase PHASE_PRODUCTION_SERVER) reads the configuration without it.
 * @param {string} phase
 * @returns {Promise<import("next").NextConfig>}
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  return createNextIntlPlugin({
    requestConfig: "./src/i18n/request.ts",
    experimental: {
      // The messages are compiled when they are built, so the browser gets a small formatter
      // instead of the ICU parser (issue 12: some 11 KB gzip off every page's first load).
      messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
    },
  })(nextConfig);
}
