import "server-only";
import { isbot } from "isbot";
import { headers } from "next/headers";

// What the store counts (issue 29) is what people do: a crawler (the maintained `isbot` list) or a
// link's prefetch (the Next.js router's, or the browser's speculation rules) is nobody's visit yet.

function isPrefetch(request: Headers): boolean {
  return (
    request.has("next-router-prefetch") ||
    /prefetch/i.test(request.get("sec-purpose") ?? "") ||
    /prefetch/i.test(request.get("purpose") ?? "")
  );
}

/** Whether the request being rendered is a person's visit. */
export async function isPersonVisit(): Promise<boolean> {
  const request = await headers();
  return !isbot(request.get("user-agent")) && !isPrefetch(request);
}
