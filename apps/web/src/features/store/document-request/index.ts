// The public face of this feature: what other features may import from it.

export { OpenDocumentRequest } from "./open-document-request";
