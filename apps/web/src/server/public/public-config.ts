import "server-only";
import { config } from "@/server/config";

/** What the browser may know of the configuration (no secrets). */
export type TPublicConfig = {
  baseUrl: string;
  storeName: string;
  suiteName: string;
  suiteUrl: string;
  links: {
    operatingCompany: string;
    privacyPolicy: string;
    partnersDeveloper: string;
    helpArticle: string;
    help: string;
    school: string;
    releaseNotes: string;
    appRequestForm: string;
    partnerContactForm: string;
    contactForm: string;
  };
};

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
