import { AppError } from "@store/domain/errors";
import { ZAccessRequestCreated, ZCreateAccessRequest } from "@store/domain/schemas/tenant";
import { NextResponse } from "next/server";
import { requestAccess } from "@/features/tenant/access-request/request-access";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { route } from "@/server/http/route";

/**
 * SPEC §3 Access request: a member of the current tenant who may not install asks its admins for
 * an app with a short note; 201 when stored and the admins' mail queued, 200 with
 * `alreadyRequested` when their request for the app is still open.
 */
export const POST = route(
  {
    summary: "Asks the current tenant's admins for an app, with a short note (SPEC §3 Access request)",
    description:
      "For members without admin authority (an admin is answered 422: they install it themselves). One open request per person and app: while it is open, asking again answers 200 with `alreadyRequested`. The admins are mailed. The tenant's app policy may forbid it (403): the app is blocked, not on the allow list, or members may request no app.",
    tags: ["Tenant sign-in"],
    auth: "tenantUser",
    body: ZCreateAccessRequest,
    origin: "required",
    rateLimit: "contactRequestPerIp",
    answers: [
      { status: 201, description: "Asked; the admins' mail is queued.", schema: ZAccessRequestCreated },
      { status: 200, description: "Already asked and not answered yet.", schema: ZAccessRequestCreated },
    ],
    errors: ["BAD_REQUEST", "FORBIDDEN", "NOT_FOUND", "UNPROCESSABLE"],
  },
  async ({ locale, db, principal, body }) => {
    const { user } = principal;
    const tenant = user.currentTenant;
    if (!tenant) {
      throw new AppError("FORBIDDEN", "an access request needs a current tenant", {
        userMessage: { key: "accessRequest.errors.noTenant" },
      });
    }
    await enforceRateLimit(db, "accessRequestPerUser", `${tenant.id}:${user.id}`);
    const created = await requestAccess(db, {
      requester: { tenantId: tenant.id, suiteUserId: user.id, name: user.name, email: user.email, admin: user.admin },
      body,
      locale,
    });
    return NextResponse.json(created, { status: created.alreadyRequested ? 200 : 201 });
  },
);
