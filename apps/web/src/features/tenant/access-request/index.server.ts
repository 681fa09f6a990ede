// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { approveAccessOnInstall } from "./answer-access-request";
export { openAccessRequestAt } from "./open-access-request";
