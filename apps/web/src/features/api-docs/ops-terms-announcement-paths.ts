import "server-only";
import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import {
  ZCreateTermsVersionRequest,
  ZOpsProviderAnnouncement,
  ZOpsProviderAnnouncementList,
  ZOpsTermsVersion,
  ZOpsTermsVersionList,
  ZProviderAnnouncementFields,
  ZPublishProviderAnnouncementRequest,
  ZRenderedTermsMarkdown,
  ZRenderTermsMarkdownRequest,
  ZUpdateTermsVersionRequest,
} from "@store/domain/schemas/editorial";
import { z } from "zod";
import type { TOperationSpec, TPathSpecs } from "./operation";

// The operator console's terms versions and announcements to providers (issue 11): every route
// needs an operator session and, for writes, this site's Origin.

const TAGS = ["Operator editorial"];

function spec(summary: string, rest: Omit<TOperationSpec, "summary" | "tags" | "auth">): TOperationSpec {
  return { summary, tags: TAGS, auth: "operator", ...rest };
}

const terms = { description: "A terms version with its Markdown source and state.", schema: ZOpsTermsVersion };
const termsConflict = { conflictDetails: z.object({ current: ZOpsTermsVersion }) };
const announcement = { description: "The announcement with its state.", schema: ZOpsProviderAnnouncement };
const announcementConflict = {
  conflictDetails: z.object({ current: ZOpsProviderAnnouncement }),
};

export const OPS_TERMS_ANNOUNCEMENT_PATHS: TPathSpecs = {
  "/api/ops/editorial/terms": {
    get: spec("Every terms version of every kind, drafts too", {
      answers: [{ status: 200, description: "The versions by kind, newest first.", schema: ZOpsTermsVersionList }],
    }),
    post: spec("Creates an unpublished terms version", {
      description: "The label is unique per kind (422 on `version`). The Markdown is rendered and sanitised now.",
      origin: "required",
      body: ZCreateTermsVersionRequest,
      answers: [{ status: 201, ...terms }],
    }),
  },
  "/api/ops/editorial/terms/{id}": {
    get: spec("One terms version", {
      params: ZRowIdParams,
      answers: [{ status: 200, ...terms }],
      errors: ["NOT_FOUND"],
    }),
    patch: spec("Saves an unpublished terms version", {
      description: "A published version is never changed (409 with it as it is): make a new version instead.",
      origin: "required",
      params: ZRowIdParams,
      body: ZUpdateTermsVersionRequest,
      answers: [{ status: 200, ...terms }],
      errors: ["NOT_FOUND", "CONFLICT"],
      ...termsConflict,
    }),
    delete: spec("Deletes a terms version never published", {
      origin: "required",
      params: ZRowIdParams,
      answers: [{ status: 204, description: "Deleted." }],
      errors: ["NOT_FOUND", "CONFLICT"],
      ...termsConflict,
    }),
  },
  "/api/ops/editorial/terms/{id}/publication": {
    post: spec("Publishes a terms version", {
      description:
        "It becomes its kind's current version at its effective time (at once when that has passed); the previous one stays readable as a past version.",
      origin: "required",
      params: ZRowIdParams,
      answers: [{ status: 200, ...terms }],
      errors: ["NOT_FOUND", "CONFLICT"],
      ...termsConflict,
    }),
  },
  "/api/ops/editorial/terms/markdown": {
    post: spec("Renders Markdown as a terms body", {
      description: "The sanitised HTML and contents a version with this Markdown would have (the editor's preview).",
      origin: "required",
      body: ZRenderTermsMarkdownRequest,
      answers: [{ status: 200, description: "`{ html, toc }`.", schema: ZRenderedTermsMarkdown }],
    }),
  },
  "/api/ops/editorial/announcements": {
    get: spec("Every announcement to providers, drafts and scheduled ones too", {
      answers: [{ status: 200, description: "Drafts first, then newest first.", schema: ZOpsProviderAnnouncementList }],
    }),
    post: spec("Creates an unpublished announcement", {
      description: "The body (HTML) is reduced to the store's rich-text policy.",
      origin: "required",
      body: ZProviderAnnouncementFields,
      answers: [{ status: 201, ...announcement }],
    }),
  },
  "/api/ops/editorial/announcements/{id}": {
    get: spec("One announcement", {
      params: ZRowIdParams,
      answers: [{ status: 200, ...announcement }],
      errors: ["NOT_FOUND"],
    }),
    patch: spec("Changes an announcement's title and body, in any state", {
      origin: "required",
      params: ZRowIdParams,
      body: ZProviderAnnouncementFields,
      answers: [{ status: 200, ...announcement }],
      errors: ["NOT_FOUND"],
    }),
    delete: spec("Deletes an announcement never published", {
      origin: "required",
      params: ZRowIdParams,
      answers: [{ status: 204, description: "Deleted." }],
      errors: ["NOT_FOUND", "CONFLICT"],
      ...announcementConflict,
    }),
  },
  "/api/ops/editorial/announcements/{id}/publication": {
    post: spec("Publishes an announcement now, or from `publishAt`", {
      origin: "required",
      params: ZRowIdParams,
      body: ZPublishProviderAnnouncementRequest,
      answers: [{ status: 200, ...announcement }],
      errors: ["NOT_FOUND"],
    }),
    delete: spec("Unpublishes an announcement", {
      origin: "required",
      params: ZRowIdParams,
      answers: [{ status: 200, ...announcement }],
      errors: ["NOT_FOUND"],
    }),
  },
};
