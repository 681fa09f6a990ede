// The public face of this feature: what other features may import from it.

export { NewsList } from "./news-list";
