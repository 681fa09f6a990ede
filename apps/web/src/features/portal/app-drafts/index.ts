// The public face of this feature: what other features may import from it.

export { TextLimitCounter } from "./components/sections/text-limit-counter";
