import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: {
    // The messages are compiled when they are built, so the browser gets a small formatter instead
    // of the ICU parser (issue 12: some 11 KB gzip off every page's first load).
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

const nextConfig: NextConfig = {
  // PGlite loads its WASM from its own package folder, so it must not be bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "sanitize-html", "nodemailer"],
  transpilePackages: ["@store/domain", "@store/db"],
  poweredByHeader: false,
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  experimental: {
    // proxy.ts runs on every request, so Next.js keeps a copy of each body for it, up to this
    // size (10 MB by default, per request, in memory), and cuts a longer body off there. The
    // store's JSON bodies are refused beyond 64 KB (server/request-body.ts); the largest body is an
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

export default withNextIntl(nextConfig);
