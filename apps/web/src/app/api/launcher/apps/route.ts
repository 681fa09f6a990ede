import { z } from "zod";
import { listLauncherApps } from "@/features/tenant/app-launcher/list-launcher-apps";
import { route } from "@/server/http/route";

/** SPEC §2 Shell app launcher: the caller's current tenant's installed apps. */
export const GET = route(
  {
    summary: "The current tenant's installed apps, newest installation first, for the header's app launcher (SPEC §2)",
    description:
      "Any user of the tenant; an app opens at its own address when it has a safe one. Empty without a current tenant.",
    tags: ["Tenant sign-in"],
    auth: "tenantUser",
    answers: [
      {
        status: 200,
        description: "The launcher's apps.",
        schema: z.object({
          apps: z.array(
            z.object({
              code: z.string(),
              name: z.string(),
              reading: z.string().describe("The name's kana reading, folded (empty when the name has no kanji)."),
              logoImage: z.string().nullable(),
              url: z.string().nullable(),
              favorite: z.boolean(),
            }),
          ),
        }),
      },
    ],
  },
  async ({ db, principal }) => ({
    apps: await listLauncherApps(db, {
      tenantId: principal.user.currentTenant?.id ?? null,
      suiteUserId: principal.user.id,
    }),
  }),
);
