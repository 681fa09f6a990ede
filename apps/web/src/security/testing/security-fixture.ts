// The identities the security suite works with: the stand-in's two tenants and their users, the
// two app providers, and strings only their owners' data holds (a leak shows as one of them).
import type { TSuiteFixture } from "../../../../suite/src/fixture";

export const TENANT_A = { id: "t-sec-a", subdomain: "sec-a", name: "検証エー株式会社" } as const;
export const TENANT_B = { id: "t-sec-b", subdomain: "sec-b", name: "検証ビー株式会社" } as const;

/** The stand-in's tenants and users for the security suite, apart from the demo ones. */
export const SECURITY_FIXTURE: TSuiteFixture = {
  tenants: [
    { ...TENANT_A, active: true, scenario: null },
    { ...TENANT_B, active: true, scenario: null },
  ],
  users: [
    {
      id: "u-sec-admin-a",
      name: "安藤 エー",
      email: "admin@sec-a.example",
      memberships: [{ tenantId: TENANT_A.id, admin: true }],
    },
    {
      id: "u-sec-user-a",
      name: "上野 エー",
      email: "user@sec-a.example",
      memberships: [{ tenantId: TENANT_A.id, admin: false }],
    },
    {
      id: "u-sec-revoked-a",
      name: "加藤 エー",
      email: "revoked@sec-a.example",
      memberships: [{ tenantId: TENANT_A.id, admin: true }],
    },
    {
      // Admin of B and a plain member of A: the closest outsider A has.
      id: "u-sec-admin-b",
      name: "馬場 ビー",
      email: "admin@sec-b.example",
      memberships: [
        { tenantId: TENANT_B.id, admin: true },
        { tenantId: TENANT_A.id, admin: false },
      ],
    },
  ],
};

/** Provider A owns the security catalog's apps; provider B is the closest outsider it has. */
export const PROVIDER_A = {
  name: "検証提供会社",
  email: "provider@sec.example",
  userEmail: "dev@sec-a.example",
} as const;
export const PROVIDER_B = {
  name: "検証ビー提供会社",
  email: "provider@sec-b.example",
  userEmail: "dev@sec-b.example",
} as const;

/** The company of provider A's one seeded lead, which nobody else may be shown. */
export const SECURITY_WEBHOOK_SECRET = "whsec_security_matrix_secret_of_provider_a_0123456789";
export const SECURITY_WEBHOOK_EVENT_ID = "5ec0a11d-0000-4000-8000-00000000a11d";
export const SECURITY_LEAD_MARKER = "検証リード株式会社";
