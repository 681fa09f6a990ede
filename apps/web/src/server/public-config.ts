import "server-only";
import type { TPublicConfig } from "@/features/shell/public-config";
import { config } from "./config";

export function publicConfig(): TPublicConfig {
  const c = config();
  return {
    baseUrl: c.BASE_URL,
    storeName: c.STORE_NAME,
    suiteName: c.SUITE_NAME,
    suiteUrl: c.SUITE_URL,
    links: {
      operatingCompany: c.OPERATING_COMPANY_URL,
      privacyPolicy: c.PRIVACY_POLICY_URL,
      partnersDeveloper: c.PARTNERS_DEVELOPER_URL,
      helpArticle: c.HELP_ARTICLE_URL,
      help: c.HELP_URL,
      school: c.SCHOOL_URL,
      releaseNotes: c.RELEASE_NOTES_URL,
      appRequestForm: c.APP_REQUEST_FORM_URL,
      partnerContactForm: c.PARTNER_CONTACT_FORM_URL,
      contactForm: c.CONTACT_FORM_URL,
    },
  };
}
