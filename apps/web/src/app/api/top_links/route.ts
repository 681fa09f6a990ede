import { readTopLinks } from "@/features/catalog/read-public-catalog";
import { route } from "@/server/route";

export const GET = route({}, () => readTopLinks());
