import { ACCOUNT_HOME_PATH } from "@store/domain/principals";

const ACCOUNT_AREAS = Object.values(ACCOUNT_HOME_PATH);

/**
 * An app-store page is any path not under /developers (SPEC §2), nor under the operator area
 * (ARCHITECTURE.md); only those get analytics. Those areas have frames without any (their
 * layouts); this guards the store's frame against a page put in the wrong group.
 */
export function isAppStorePage(pathname: string): boolean {
  return !ACCOUNT_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}
