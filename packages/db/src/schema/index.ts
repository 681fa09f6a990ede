// The one place the table groups are gathered, for Drizzle's relational typing and drizzle-kit.
export * from "./apps";
export * from "./audit";
export * from "./contact-requests";
export * from "./data-migrations";
export * from "./drafts";
export * from "./editorial";
export * from "./installation-operations";
export * from "./jobs";
export * from "./media-uploads";
export * from "./provider-webhooks";
export * from "./providers";
export * from "./rate-limits";
export * from "./requests";
export * from "./sessions";
export * from "./staff";
export * from "./taxonomy";
export * from "./tenants";
