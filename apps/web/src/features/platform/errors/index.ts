// The public face of this feature: what other features may import from it.

export { ErrorScreen } from "./error-screen";
export { SCREEN_PAGE_PATH, SCREEN_REWRITE_HEADER } from "./screen-rewrite";
export { ReportedErrorScreen } from "./reported-error-screen";
