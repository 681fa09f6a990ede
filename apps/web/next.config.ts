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
};

export default withNextIntl(nextConfig);
