// The public face of this feature: what other features may import from it.

export { ImageUploadField } from "./components/image-upload-field";
export { MediaQuota } from "./components/media-quota";
export { StoreImage } from "./components/store-image";
