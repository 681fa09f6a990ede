import { NextResponse } from "next/server";
import { documented } from "@/server/openapi/route-docs";

/**
 * Liveness: 200 while the process serves requests. Deliberately outside route(), which opens the
 * database: a store whose database is down is alive and not ready (/api/health/ready answers 503),
 * and must not be restarted for it.
 */
export const GET = documented(
  {
    kind: "outsideRoute",
    docs: {
      summary: "Liveness: 200 while the process serves requests",
      tags: ["System"],
      answers: [{ status: 200, description: '`{ status: "ok" }`.' }],
    },
  },
  (): NextResponse => NextResponse.json({ status: "ok" }),
);
