// A URL no page of this area serves: 404 with the area's not-found screen and title, in its frame.
export {
  MissingPage as default,
  missingPageMetadata as generateMetadata,
} from "@/features/platform/errors/missing-page";
