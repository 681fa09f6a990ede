import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  // PGlite loads its WASM from its own package folder, so it must not be bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "sanitize-html", "nodemailer"],
  transpilePackages: ["@store/domain", "@store/db"],
  poweredByHeader: false,
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  experimental: {
    // proxy.ts runs on every request, so Next.js keeps a copy of each body for it, up to this
    // size (10 MB by default, per request, in memory). The store's JSON bodies are refused beyond
    // 64 KB (server/request-body.ts); raise this with the largest upload when uploads come.
    proxyClientMaxBodySize: "1mb",
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
