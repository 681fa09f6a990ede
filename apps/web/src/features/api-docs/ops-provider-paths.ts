import "server-only";
import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZRetriedMail, ZRetryMailConflict } from "@store/domain/schemas/failed-mail";
import {
  ZCreateAppProviderRequest,
  ZCreatedAppProvider,
  ZProviderUserStateAnswer,
  ZProviderUserStateConflict,
  ZResendInvitationRequest,
} from "@store/domain/schemas/provider";
import type { TOperationSpec, TPathSpecs } from "./operation";

// The operator console's providers and failed mail (issue 11), declared as their route handlers
// declare them: operators only, browser writes (Origin required).

const OPERATOR: Pick<TOperationSpec, "tags" | "auth" | "origin"> = {
  tags: ["Operator"],
  auth: "operator",
  origin: "required",
};

const userAction = (summary: string, status: 200 | 202): TOperationSpec => ({
  ...OPERATOR,
  summary,
  params: ZRowIdParams,
  answers: [{ status, description: "The provider user's state now.", schema: ZProviderUserStateAnswer }],
  errors: ["NOT_FOUND", "CONFLICT"],
  conflictDetails: ZProviderUserStateConflict,
});

export const OPS_PROVIDER_PATHS: TPathSpecs = {
  "/api/ops/providers": {
    post: {
      ...OPERATOR,
      summary: "Creates an app provider with its first user's invitation, in one transaction",
      body: ZCreateAppProviderRequest,
      answers: [
        { status: 201, description: "The new provider's id and its first user's.", schema: ZCreatedAppProvider },
      ],
      errors: ["CONFLICT"],
    },
  },
  "/api/ops/provider_users/{id}/suspension": {
    post: userAction("Suspends a provider user: no sign-in, and every session of theirs ends at once", 200),
    delete: userAction("Lifts a provider user's suspension", 200),
  },
  "/api/ops/provider_users/{id}/invitation": {
    post: {
      ...userAction("Sends an invited person a new invitation; the earlier link stops working", 202),
      body: ZResendInvitationRequest,
    },
  },
  "/api/ops/mails/{id}/retry": {
    post: {
      ...OPERATOR,
      summary: "Sends a mail that ran out of attempts again: new attempts, due now",
      params: ZRowIdParams,
      answers: [{ status: 200, description: "The mail job, pending again.", schema: ZRetriedMail }],
      errors: ["NOT_FOUND", "CONFLICT"],
      conflictDetails: ZRetryMailConflict,
    },
  },
};
