import type { TContactRequestKind } from "@store/domain/schemas/contact-request";

/** An app's contact page (SPEC §2), opened on one request kind when given. */
export function contactPagePath(code: string, kind?: TContactRequestKind): string {
  const base = `/apps/${encodeURIComponent(code)}/contact`;
  return kind ? `${base}?kind=${kind}` : base;
}
