// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { AuditEventList } from "./components/audit-event-list";
export { listAuditLog } from "./server/list-audit-log";
