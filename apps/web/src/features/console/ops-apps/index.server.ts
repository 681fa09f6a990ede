// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { appStatusMailJob } from "./server/app-status-mail";
