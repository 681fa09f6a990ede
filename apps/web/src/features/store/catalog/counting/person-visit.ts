import "server-only";
import { isbot } from "isbot";

// What the store counts (issue 29) is what people do: a crawler (the maintained `isbot` list) or a
// link's prefetch (the Next.js router's, or the browser's speculation rules) is nobody's visit yet.

type THeaders = Pick<Headers, "get" | "has">;

function isPrefetch(request: THeaders): boolean {
  return (
    request.has("next-router-prefetch") ||
    request.has("next-router-segment-prefetch") ||
    /prefetch/i.test(request.get("sec-purpose") ?? "") ||
    /prefetch/i.test(request.get("purpose") ?? "")
  );
}

/** Whether a request with these headers is a person's visit. */
export function isPersonVisit(request: THeaders): boolean {
  return !isbot(request.get("user-agent")) && !isPrefetch(request);
}
