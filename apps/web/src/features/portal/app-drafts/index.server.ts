// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { changeRequestMailJob } from "./server/mail/app-drafts-jobs";
export { unprocessable } from "./server/draft-errors";
export { enqueueChangeRequestMail } from "./server/mail/enqueue-change-request-mail";
export { getDraftApp } from "./server/get-draft-app";
export { assertCodeFree } from "./server/save-draft-content";
