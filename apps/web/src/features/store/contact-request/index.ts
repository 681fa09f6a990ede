// The public face of this feature: what other features may import from it.

export { ContactRequestForm } from "./components/contact-request-form";
export { offeredKindsOf } from "./contact-request-kinds";
