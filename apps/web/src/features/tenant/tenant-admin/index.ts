// The public face of this feature: what other features may import from it.

export type { TInstallConsent } from "./installations/tenant-admin-client";
