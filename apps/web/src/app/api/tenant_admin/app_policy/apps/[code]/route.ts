import { ZAppCodeParams } from "@store/domain/schemas/app";
import { ZAppPolicyChanged, ZSetAppPolicyRule } from "@store/domain/schemas/app-policy";
import { removeAppRule } from "@/features/tenant/app-policy/remove-app-rule";
import { setAppRule } from "@/features/tenant/app-policy/set-app-rule";
import { route } from "@/server/http/route";
import { tenantActor } from "@/server/tenant-session/tenant-actor";

/** Issue 27 item 6: puts a published app on the current tenant's allow list, or blocks it for members' requests. */
export const PUT = route(
  {
    summary: "Puts a published app on the current tenant's allow list, or blocks members' requests for it",
    description:
      "`allowed`: members may request it under the `allow_list` mode; `blocked`: no member may request it, whatever the mode (admins may still install it). An effective change writes one operation-log row.",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    params: ZAppCodeParams,
    body: ZSetAppPolicyRule,
    origin: "required",
    answers: [{ status: 200, description: "The policy as it now is.", schema: ZAppPolicyChanged }],
    errors: ["NOT_FOUND", "UNPROCESSABLE"],
  },
  ({ db, principal, client, params, body }) =>
    setAppRule(db, { actor: tenantActor(principal, client), code: params.code, rule: body.rule }),
);

/** Takes the app off the allow list or unblocks it; an app without a rule changes nothing. */
export const DELETE = route(
  {
    summary: "Takes an app off the current tenant's allow list, or unblocks it",
    description:
      "An effective change writes one operation-log row; an app without a rule answers the policy unchanged.",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    params: ZAppCodeParams,
    origin: "required",
    answers: [{ status: 200, description: "The policy as it now is.", schema: ZAppPolicyChanged }],
    errors: ["NOT_FOUND"],
  },
  ({ db, principal, client, params }) =>
    removeAppRule(db, { actor: tenantActor(principal, client), code: params.code }),
);
