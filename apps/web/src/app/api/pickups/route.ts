import { readPickupLinks } from "@/features/catalog/read-public-catalog";
import { route } from "@/server/route";

export const GET = route({}, () => readPickupLinks());
