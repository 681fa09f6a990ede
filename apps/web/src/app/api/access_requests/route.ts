import { AppError } from "@store/domain/errors";
import { ZCreateAccessRequest } from "@store/domain/schemas/tenant";
import { NextResponse } from "next/server";
import { requestAccess } from "@/features/access-request/request-access";
import { enforceRateLimit } from "@/server/rate-limit";
import { route } from "@/server/route";

/**
 * SPEC §3 Access request: a member of the current tenant who may not install asks its admins for
 * an app with a short note; 201 when stored and the admins' mail queued, 200 with
 * `alreadyRequested` when their request for the app is still open.
 */
export const POST = route(
  { auth: "tenantUser", body: ZCreateAccessRequest, origin: "required", rateLimit: "contactRequestPerIp" },
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
