// A URL no page of this area serves: 404 with the area's not-found screen, in its frame.
export { MissingPage as default } from "@/features/errors/missing-page";
