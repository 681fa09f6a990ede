import { ZAppCodeParams } from "@store/domain/schemas/app";
import { NextResponse } from "next/server";
import { ZUninstallAppRequest, ZUninstallAppResponse } from "@store/domain/schemas/tenant";
import { installationSuiteApi } from "@/features/tenant/tenant-admin/installations/installation-suite";
import { tenantActor } from "@/server/tenant-session/tenant-actor";
import { uninstallApp } from "@/features/tenant/tenant-admin/installations/uninstall-app";
import { config } from "@/server/config";
import { route } from "@/server/http/route";
import { readJsonBody } from "@/server/http/request-body";
import { parseOrThrow } from "@/server/http/validation";

/**
 * SPEC §7 Uninstall app: 204, or 202 with `{ status: "in_progress" }` while the parent service's answer is uncertain.
 * Issue 29: an optional JSON body `{ reason?, note? }` (ZUninstallAppRequest) says why; without a body
 * (as SPEC §7 calls it) the uninstall is the same.
 */
export const DELETE = route(
  {
    summary: "Uninstalls an app of the current tenant",
    description:
      "Optionally with a JSON body `{ reason?, note? }` saying why (reason: notUsed, tooExpensive, missingFeature, hardToUse, switchedApp, technicalProblem, companyChange, other; note: at most 500 characters; a note alone counts as `other`). The provider sees it without the tenant or the person. Without a body the uninstall is the same; a body that does not parse is 422 and uninstalls nothing.",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    params: ZAppCodeParams,
    answers: [
      { status: 204, description: "Uninstalled." },
      { status: 202, description: "In progress at the parent service.", schema: ZUninstallAppResponse },
    ],
    errors: ["NOT_FOUND", "UNPROCESSABLE"],
  },
  async ({ request, db, session, principal, client, params }) => {
    const hasBody = request.headers.has("content-type") || (request.headers.get("content-length") ?? "0") !== "0";
    const answer = hasBody ? parseOrThrow(ZUninstallAppRequest, await readJsonBody(request), request, "body") : {};
    const result = await uninstallApp(db, {
      session,
      actor: tenantActor(principal, client),
      code: params.code,
      answer,
      suite: installationSuiteApi(),
      timeoutMs: config().SUITE_TIMEOUT_MS,
    });
    if (result.status === "in_progress") return NextResponse.json(result, { status: 202 });
  },
);
