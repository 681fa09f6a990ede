// The public face of this feature: what other features may import from it.

export { PreCheckPanel } from "./components/pre-check-panel";
