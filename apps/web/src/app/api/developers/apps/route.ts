import { getOwnAppList } from "@/features/developer-portal/server/get-own-app-list";
import { route } from "@/server/route";

/** SPEC §3 Own-app list: the provider's apps and its unmerged drafts. */
export const GET = route({ auth: "providerUser" }, ({ db, principal }) => getOwnAppList(db, principal));
