import { route } from "@/server/route";

/** Liveness: 200 while the process serves requests; the database is the readiness check's business. */
export const GET = route({}, async () => ({ status: "ok" }));
