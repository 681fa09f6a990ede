import type { TSeedAppInput } from "../apps";
import type { TDemoOauthClientKey, TDemoProviderKey } from "./providers";
import type { TDemoCategoryKey, TDemoPlanKey, TDemoTag } from "./taxonomy";

export type TDemoRelease = { title: string; daysAgo: number; url?: string };
export type TDemoVoice = { authorName: string; body: string; daysAgo: number };

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
