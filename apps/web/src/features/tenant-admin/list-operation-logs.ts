import "server-only";
import type { TDb } from "@store/db/client";
import { findOperationLogPage } from "@store/db/queries/installations";
import { paginate } from "@store/domain/schemas/common";
import type { TOperationLogPage, TOperationLogPageQuery } from "@store/domain/schemas/tenant";

/** SPEC §3 Operation log: one page of the tenant's logs, newest first. */
export async function listOperationLogs(
  db: TDb,
  params: { tenantId: string } & TOperationLogPageQuery,
): Promise<TOperationLogPage> {
  const { rows, count } = await findOperationLogPage(db, {
    tenantId: params.tenantId,
    limit: params.limit,
    offset: (params.page - 1) * params.limit,
  });
  return {
    pagination: paginate(count, params.page, params.limit),
    data: rows.map((row) => ({ ...row, operatedAt: row.operatedAt.toISOString() })),
  };
}
