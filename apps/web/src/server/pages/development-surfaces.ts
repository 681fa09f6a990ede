import "server-only";
import { config } from "@/server/config";

/**
 * Whether pages for developers (the mail outbox at /_dev/mail, and any like it) exist: only in the
 * development and test flag environments. In staging and production they answer 404.
 */
export function developmentSurfacesEnabled(): boolean {
  const { FLAG_ENVIRONMENT } = config();
  return FLAG_ENVIRONMENT === "development" || FLAG_ENVIRONMENT === "test";
}
