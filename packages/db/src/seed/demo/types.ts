import type { TLocale } from "@store/domain/locales";
import type { TSeedAppInput } from "../apps";
import type { TDemoOauthClientKey, TDemoProviderKey } from "./providers";
import type { TDemoCategoryKey, TDemoPlanKey, TDemoTag } from "./taxonomy";

export type TDemoRelease = { title: string; daysAgo: number; url?: string };
/**
 * A published voice of the demo catalog: the author's name and company as the parent service told
 * them, and what the author agreed to show (the company by default, the name only when chosen).
 */
export type TDemoVoice = {
  authorName: string;
  companySize: string;
  industry: string;
  showCompany?: boolean;
  showName?: boolean;
  title: string;
  body: string;
  rating: 1 | 2 | 3 | 4 | 5;
  locale?: TLocale;
  daysAgo: number;
};

/** An app of the demo catalog, with its references by key instead of by database id. */
export type TDemoApp = Omit<
  TSeedAppInput,
  | "appProviderId"
  | "categoryIds"
  | "tagNames"
  | "planId"
  | "oauthClientId"
  | "releases"
  | "voices"
  | "publishedAt"
  | "createdAt"
  | "updatedAt"
> & {
  provider: TDemoProviderKey;
  /** 1 to 3 categories, top-level or child. */
  categories: readonly TDemoCategoryKey[];
  plan: TDemoPlanKey | null;
  tags?: readonly TDemoTag[];
  /** A shared OAuth client of the provider; other connect and adapt apps get a client of their own. */
  sharedOauthClient?: TDemoOauthClientKey;
  /** Days before the reference date; null for apps never published. */
  publishedDaysAgo: number | null;
  releases?: readonly TDemoRelease[];
  voices?: readonly TDemoVoice[];
};
