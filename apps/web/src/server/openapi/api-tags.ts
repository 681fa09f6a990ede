// The groups of the OpenAPI document, in the order a reader meets them. A route names its groups
// from this list (route()'s `tags`), so a misspelt one does not type-check.

export const API_TAGS = [
  { name: "Catalog", description: "Published apps, for anyone." },
  { name: "Editorial", description: "News, releases, banners, specials, campaigns, cases, terms." },
  { name: "Tenant sign-in", description: "Signing in with the parent service; tenant switch; the app launcher." },
  {
    name: "Tenant admin",
    description:
      "A tenant admin's installations, members' access requests, the app policy (which apps members may request) and the operation log.",
  },
  { name: "Developer accounts", description: "Provider users' sign-in, invitation and password." },
  { name: "Developer API", description: "A provider's own profile, apps, drafts, change requests, images." },
  {
    name: "Operator",
    description:
      "Store operators' sign-in and console: change requests and their pre-checks, providers and their users, app statuses, editorial content, the audit log, failed mail.",
  },
  { name: "Operator editorial", description: "Operators' terms versions and announcements to providers." },
  {
    name: "System",
    description: "Health, the beacon log, error reporting, metrics, release notes and this document.",
  },
  { name: "Images", description: "Generated images of the demo catalog." },
] as const;

export type TApiTag = (typeof API_TAGS)[number]["name"];
