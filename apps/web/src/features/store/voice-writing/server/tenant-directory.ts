import "server-only";
import type { Logger } from "pino";
import type { TTenantDirectory } from "@/server/suite/suite-api";
import { suiteApi, type TRouteSession } from "@/server/tenant-session/session";

const UNKNOWN: TTenantDirectory = { names: [], companySize: null, industry: null };

/**
 * The caller's current company as the parent service's directory tells it: its people's names, for
 * the checks of a voice (personal data), and its size and industry, which a voice shows when its
 * author agrees. When the parent service cannot say, the checks run without names and the company
 * stays unknown: the operator still reads every voice, and the author is not kept from writing.
 */
export async function tenantDirectoryOf(session: TRouteSession, log: Logger): Promise<TTenantDirectory> {
  const tenantId = session.user.currentTenant?.id;
  if (!tenantId) return UNKNOWN;
  try {
    return await session.withAccessToken((token) => suiteApi().readTenantDirectory(token, tenantId));
  } catch (err) {
    log.warn({ err, tenantId }, "the tenant's directory could not be read: voice checks run without names");
    return UNKNOWN;
  }
}
