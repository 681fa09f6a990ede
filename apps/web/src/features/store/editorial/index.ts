// The public face of this feature: what other features may import from it.

export { EmptyState } from "./components/empty-state";
export { RichText } from "./components/rich-text";
