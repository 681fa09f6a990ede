import { ZAppPolicy, ZAppPolicyChanged, ZSetAppPolicyMode } from "@store/domain/schemas/app-policy";
import { readAppPolicy } from "@/features/tenant/app-policy/read-app-policy";
import { setAppPolicyMode } from "@/features/tenant/app-policy/set-app-policy-mode";
import { route } from "@/server/http/route";
import { tenantActor } from "@/server/tenant-session/tenant-actor";

/** Issue 27 item 6: the current tenant's app policy, what its members may ask the admins for. */
export const GET = route(
  {
    summary: "The current tenant's app policy: which apps members may request, and the allowed and blocked apps",
    description:
      "Mode `any` (the default): members may request any app but a blocked one; `allow_list`: only allowed apps; `none`: no app. The policy limits members' access requests only: admins still install any app.",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    answers: [{ status: 200, description: "The policy.", schema: ZAppPolicy }],
  },
  ({ db, principal }) => readAppPolicy(db, { tenantId: principal.user.currentTenant.id }),
);

/** Sets the mode; an effective change writes one operation-log row. */
export const PUT = route(
  {
    summary: "Sets which apps the current tenant's members may request (any, the allow list, or none)",
    description: "An effective change writes one operation-log row; setting the current mode changes nothing.",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    body: ZSetAppPolicyMode,
    origin: "required",
    answers: [{ status: 200, description: "The policy as it now is.", schema: ZAppPolicyChanged }],
  },
  ({ db, principal, client, body }) => setAppPolicyMode(db, { actor: tenantActor(principal, client), mode: body.mode }),
);
