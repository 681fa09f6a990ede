// The layers of apps/web/src (ARCHITECTURE.md), checked by `npm run lint` and by
// apps/web/src/layers.test.ts against a fixture. From the bottom: ui/ and paths/; i18n/; server/ and
// client/; features by audience (platform, tenant, store, portal, console, each importing only the ones
// below it, and another feature only through its public files index.ts / index.server.ts); app/ on top.
const SRC = "^src/";
const TESTS = "\\.test\\.tsx?$|/testing/|/__fixtures__/";
const GROUPS = ["platform", "tenant", "store", "portal", "console"];

/** A rule that keeps files under `from` away from the folders `to`. */
function forbid(name, comment, from, to) {
  return {
    name,
    comment,
    severity: "error",
    from: { path: `${SRC}(${from.join("|")})/`, pathNot: TESTS },
    to: { path: `${SRC}(${to.join("|")})/` },
  };
}

const groupRules = GROUPS.map((group, index) =>
  forbid(
    `features-${group}-below`,
    `features/${group} imports only the audiences below it (${GROUPS.slice(0, index).join(", ") || "none"}), never app/`,
    [`features/${group}`],
    [...GROUPS.slice(index + 1).map((above) => `features/${above}`), "app"],
  ),
);

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "files never import each other in a loop (tests aside)",
      severity: "error",
      from: { path: SRC, pathNot: TESTS },
      to: { circular: true, pathNot: TESTS },
    },
    forbid(
      "ui-bottom",
      "ui/ holds design-system parts with no store knowledge: it imports only itself",
      ["ui"],
      ["paths", "i18n", "server", "client", "features", "app"],
    ),
    forbid(
      "paths-bottom",
      "paths/ are the store's URLs: they import no other layer",
      ["paths"],
      ["ui", "i18n", "server", "client", "features", "app"],
    ),
    forbid(
      "i18n-below-server",
      "i18n/ sits under server/ and client/: it imports no feature, no client code",
      ["i18n"],
      ["client", "features", "app"],
    ),
    forbid(
      "server-below-features",
      "server/ imports no feature, no i18n/, no client code",
      ["server"],
      ["i18n", "client", "features", "app"],
    ),
    forbid(
      "client-below-features",
      "client/ (the browser's platform) imports no feature and no server code",
      ["client"],
      ["server", "features", "app"],
    ),
    ...groupRules,
    {
      name: "feature-public-files",
      comment: "a feature imports another only through its public files, index.ts and index.server.ts",
      severity: "error",
      from: { path: `${SRC}features/([^/]+/[^/]+)/`, pathNot: TESTS },
      to: {
        path: `${SRC}features/`,
        pathNot: [`${SRC}features/$1/`, `${SRC}features/[^/]+/[^/]+/index(\\.server)?\\.ts$`],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.next|node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
