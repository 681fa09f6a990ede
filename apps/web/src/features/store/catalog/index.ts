// The public face of this feature: what other features may import from it.

export { Carousel } from "./detail/media/carousel";
export { appListHref, appListState } from "./list/app-list-url";
export { RichText } from "./rich-text";
