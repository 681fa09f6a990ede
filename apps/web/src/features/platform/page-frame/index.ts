// The public face of this feature: what other features may import from it.

export { AreaFrame } from "./area-frame";
export { ErrorSiteFooter } from "./error-site-footer";
