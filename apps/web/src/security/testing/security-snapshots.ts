// What a refused request must not change, as comparable strings: a tenant's installations and logs
// (here and at the parent service), a provider's profile, awards, drafts and users.
import { selectRows, type TDb } from "@store/db/client";
import { sql } from "drizzle-orm";
import type { TRunningSuite } from "../../../../suite/src/app";

/** What the store and the parent service hold for one tenant; any change is visible in the JSON. */
export async function tenantSnapshot(db: TDb, suite: TRunningSuite, tenantId: string): Promise<string> {
  const installations = await selectRows(
    db,
    sql`select app_id, addon_id, installed_by, installed_at from installations where tenant_id = ${tenantId} order by app_id`,
  );
  const logs = await selectRows(
    db,
    sql`select count(*)::int as count, max(id) as last from operation_logs where tenant_id = ${tenantId}`,
  );
  // Issue 27 item 6: the tenant's app policy and its app rules.
  const policy = await selectRows(
    db,
    sql`select (select mode from tenant_app_policies where tenant_id = ${tenantId}) as mode, (select coalesce(json_agg(json_build_object('app', app_id, 'rule', rule) order by app_id), '[]'::json) from tenant_app_rules where tenant_id = ${tenantId}) as rules`,
  );
  const records = suite.records.snapshot();
  return JSON.stringify({
    installations,
    logs,
    policy,
    connections: records.connections.filter((c) => c.tenantId === tenantId),
    addons: records.addons.filter((a) => a.tenantId === tenantId),
    operations: records.operations.filter((o) => o.tenantId === tenantId && o.effective).length,
  });
}

/** Everything of one provider that only its users may change: profile, awards, drafts, users. */
export async function providerSnapshot(db: TDb, appProviderId: number): Promise<string> {
  const [profile, awards, drafts, users] = await Promise.all([
    selectRows(
      db,
      sql`select name, description, address, url, email, updated_at from app_providers where id = ${appProviderId}`,
    ),
    selectRows(
      db,
      sql`select id, title, description, position from app_provider_awards where app_provider_id = ${appProviderId} order by id`,
    ),
    selectRows(
      db,
      sql`select id, content, change_request_status, updated_at from draft_apps where app_provider_id = ${appProviderId} order by id`,
    ),
    selectRows(
      db,
      sql`select id, email, first_name, last_name, password_hash, suspended_at from provider_users where app_provider_id = ${appProviderId} order by id`,
    ),
  ]);
  return JSON.stringify({ profile, awards, drafts, users });
}
