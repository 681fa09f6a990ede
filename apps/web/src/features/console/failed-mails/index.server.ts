// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { MAIL_JOB_KINDS } from "./server/mail-job-kinds";
