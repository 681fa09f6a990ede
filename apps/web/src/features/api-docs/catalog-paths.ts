import "server-only";
import { ZAppCodeParams, ZAppDetail, ZAppSummary } from "@store/domain/schemas/app";
import { zPaged } from "@store/domain/schemas/common";
import { ZContactRequest } from "@store/domain/schemas/contact-request";
import {
  ZAppReleaseFeedItem,
  ZCampaign,
  ZCase,
  ZCaseSummary,
  ZLinkBanner,
  ZNewsItem,
  ZSpecial,
  ZSpecialSummary,
  ZTermsDocument,
} from "@store/domain/schemas/editorial";
import { ZAppListQuery, ZDocumentRequest, ZFeedPageQuery } from "@store/domain/schemas/requests";
import { z } from "zod";
import { ZEditorialIdParams, ZTermsParams, ZTermsVersionParams } from "@/features/editorial/params";
import type { TPathSpecs } from "./operation";

// The public catalog API: what any visitor may read (a tenant session only adds the caller's own
// installation state to an app), and the document request of an app's page.

const CATALOG = ["Catalog"];
const EDITORIAL = ["Editorial"];

const dataOf = (item: z.ZodType) => z.object({ data: z.array(item) });

export const CATALOG_PATHS: TPathSpecs = {
  "/api/apps": {
    get: {
      summary: "Lists the published apps: search, filters, sort, pages",
      tags: CATALOG,
      query: ZAppListQuery,
      answers: [{ status: 200, description: "One page of apps.", schema: zPaged(ZAppSummary) }],
    },
  },
  "/api/apps/facets": {
    get: {
      summary: "Counts the filter options (categories with children, plans, campaign) for a query",
      tags: CATALOG,
      query: ZAppListQuery,
      answers: [
        {
          status: 200,
          description:
            "`{ categories: [{ id, name, count, children: [{ id, name, count }] }], plans: [{ priceType, count }], campaign: { count } }`.",
        },
      ],
    },
  },
  "/api/apps/{code}": {
    get: {
      summary: "One published app's detail page data",
      description: "With a tenant session, `installed` and the action button reflect the caller's tenant.",
      tags: CATALOG,
      params: ZAppCodeParams,
      answers: [{ status: 200, description: "The app.", schema: ZAppDetail }],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/apps/{code}/document_request": {
    post: {
      summary: "Asks for an app's document by mail",
      tags: CATALOG,
      params: ZAppCodeParams,
      body: ZDocumentRequest,
      origin: "required",
      rateLimited: true,
      answers: [
        {
          status: 202,
          description: 'The mail is queued: `{ accepted: true, status: "sending", deliveryWithinMinutes: 30 }`.',
        },
      ],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/apps/{code}/contact_requests": {
    post: {
      summary: "Sends a demo or inquiry request to an app's provider",
      description:
        "Kinds demo, inquiry and demoAndInquiry, as the app offers them; stored as a lead of the provider, with mails to the requester and the provider.",
      tags: CATALOG,
      params: ZAppCodeParams,
      body: ZContactRequest,
      origin: "required",
      rateLimited: true,
      answers: [{ status: 202, description: "Stored and its mails queued: `{ accepted: true, id }`." }],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/apps/{code}/trial_requests": {
    post: {
      summary: "Requests a trial of an app from its provider (signed-in users)",
      description: "Kind trial only; the lead names the caller's tenant and user.",
      tags: CATALOG,
      auth: "tenantUser",
      params: ZAppCodeParams,
      body: ZContactRequest,
      rateLimited: true,
      answers: [{ status: 202, description: "Stored and its mails queued: `{ accepted: true, id }`." }],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/news": {
    get: {
      summary: "The store's news, newest first",
      tags: EDITORIAL,
      query: ZFeedPageQuery,
      answers: [{ status: 200, description: "One page of news.", schema: zPaged(ZNewsItem) }],
    },
  },
  "/api/releases": {
    get: {
      summary: "Release notes of the published apps, newest first",
      tags: EDITORIAL,
      query: ZFeedPageQuery,
      answers: [{ status: 200, description: "One page of releases.", schema: zPaged(ZAppReleaseFeedItem) }],
    },
  },
  "/api/pickups": {
    get: {
      summary: "The pick-up banners of the home page",
      tags: EDITORIAL,
      answers: [{ status: 200, description: "The banners in order.", schema: z.array(ZLinkBanner) }],
    },
  },
  "/api/top_links": {
    get: {
      summary: "The link banners at the top of the home page",
      tags: EDITORIAL,
      answers: [{ status: 200, description: "The banners in order.", schema: z.array(ZLinkBanner) }],
    },
  },
  "/api/campaigns": {
    get: {
      summary: "The campaigns running now, with their apps",
      tags: EDITORIAL,
      answers: [{ status: 200, description: "The running campaigns.", schema: dataOf(ZCampaign) }],
    },
  },
  "/api/specials": {
    get: {
      summary: "The specials published now, in the operators' order",
      tags: EDITORIAL,
      answers: [{ status: 200, description: "The specials.", schema: dataOf(ZSpecialSummary) }],
    },
  },
  "/api/specials/{id}": {
    get: {
      summary: "One published special with its apps",
      tags: EDITORIAL,
      params: ZEditorialIdParams,
      answers: [{ status: 200, description: "The special.", schema: ZSpecial }],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/cases": {
    get: {
      summary: "The case studies published now, newest first",
      tags: EDITORIAL,
      answers: [{ status: 200, description: "The case studies.", schema: dataOf(ZCaseSummary) }],
    },
  },
  "/api/cases/{id}": {
    get: {
      summary: "One published case study with its story and apps",
      tags: EDITORIAL,
      params: ZEditorialIdParams,
      answers: [{ status: 200, description: "The case study.", schema: ZCase }],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/terms/{kind}": {
    get: {
      summary: "The terms document in effect now, with every version in effect so far",
      tags: EDITORIAL,
      params: ZTermsParams,
      answers: [{ status: 200, description: "The document.", schema: ZTermsDocument }],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/terms/{kind}/{version}": {
    get: {
      summary: "One version of a terms document, once it is in effect",
      tags: EDITORIAL,
      params: ZTermsVersionParams,
      answers: [{ status: 200, description: "The document.", schema: ZTermsDocument }],
      errors: ["NOT_FOUND"],
    },
  },
};
