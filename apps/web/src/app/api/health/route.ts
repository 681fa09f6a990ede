import { NextResponse } from "next/server";

/**
 * Liveness: 200 while the process serves requests. Deliberately outside route(), which opens the
 * database: a store whose database is down is alive and not ready (/api/health/ready answers 503),
 * and must not be restarted for it.
 */
export function GET(): NextResponse {
  return NextResponse.json({ status: "ok" });
}
