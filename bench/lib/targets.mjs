// What bench/catalog.mjs loads, and the issue's targets (issue 12) it checks the figures against.

/** A catalog at least this large is judged by the 100,000-app targets. */
export const LARGE_CATALOG_APPS = 50_000;

const q = (term) => `q=${encodeURIComponent(term)}`;

/**
 * The targets of one run. `group` decides which of the issue's targets apply: `list` (GET
 * /api/apps), `facets`, `page` (detail and home), `reference`.
 */
export function catalogTargets({ categoryId, deepPage, detailCodes }) {
  const list = (name, query) => ({ name, group: "list", paths: [`/api/apps${query ? `?${query}` : ""}`] });
  return [
    { name: "reference", group: "reference", paths: ["/api/bench/reference"] },
    list("list browse", ""),
    list("list q=給与", q("給与")),
    list("list q=勤怠管理", q("勤怠管理")),
    list("list q=payroll", q("payroll")),
    list("list reading q=きゅうよ", q("きゅうよ")),
    list("list category", `categories=${categoryId}`),
    // Relevance is the order of a query without a sort (there is no sort=relevance).
    list("list relevance q=クラウド", q("クラウド")),
    list("list sort=latest", "sort=latest"),
    list("list sort=popular", "sort=popular"),
    list("list sort=featured", "sort=featured"),
    // Issue 28: the average kept on the app's row and its index; the minimum-rating filter reads it too.
    list("list sort=rating", "sort=rating"),
    list("list rating≥4", "rating=4"),
    list(`list page=${deepPage}`, `page=${deepPage}`),
    { name: "facets", group: "facets", paths: ["/api/apps/facets"] },
    { name: "facets q=給与", group: "facets", paths: [`/api/apps/facets?${q("給与")}`] },
    {
      name: "detail /apps/{code}",
      group: "page",
      paths: detailCodes.map((code) => `/apps/${encodeURIComponent(code)}`),
    },
    { name: "home /", group: "page", paths: ["/"] },
  ];
}

/**
 * The issue's targets as checks of one result row ({ target, group, concurrency, p95, max, share }),
 * where share is its throughput over the reference's at the same concurrency. Each check that
 * applies gives { label, pass }.
 */
export function targetChecks(row, { large }) {
  const checks = [];
  const apiOrFacets = row.group === "list" || row.group === "facets";
  if (!large) {
    if (row.concurrency === 1 && apiOrFacets) checks.push({ label: "p95 ≤ 20 ms", pass: row.p95 <= 20 });
    if (row.concurrency === 1 && row.group === "page") checks.push({ label: "p95 ≤ 50 ms", pass: row.p95 <= 50 });
    if (row.concurrency === 16 && row.group === "list")
      checks.push({ label: "≥ 0.5 of reference", pass: row.share >= 0.5 });
  } else if (row.concurrency === 1 && row.group === "list") {
    checks.push({ label: "p95 ≤ 50 ms", pass: row.p95 <= 50 });
    checks.push({ label: "max ≤ 200 ms", pass: row.max <= 200 });
  }
  return checks;
}
