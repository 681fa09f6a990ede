import "server-only";
import type { TDraftAppRow } from "@store/db/queries/draft-apps";
import { AppError, type TErrorItems } from "@store/domain/errors";
import { toDraftApp } from "./draft-app-answer";

// The refusals of the developer API's drafts, each with the message key the viewer reads.

/** Not one of the provider's drafts or apps (another provider's ids look exactly like missing ones). */
export function notFound(what: string): AppError {
  return new AppError("NOT_FOUND", `${what} is not the provider's`);
}

/** A save or move based on a version older than the draft's: 409 with the draft as it is now. */
export function staleVersion(row: TDraftAppRow, version: number): AppError {
  return new AppError("CONFLICT", `draft ${row.id} is at version ${row.version}, not ${version}`, {
    userMessage: { key: "draftApi.errors.conflict" },
    details: { current: toDraftApp(row) },
  });
}

/** A draft that waits for review, is in review or was approved is nobody's to edit. */
export function notEditable(row: TDraftAppRow): AppError {
  return new AppError("CONFLICT", `draft ${row.id} is ${row.changeRequestStatus}, merged ${row.merged}`, {
    userMessage: { key: "draftApi.errors.notEditable" },
    details: { current: toDraftApp(row) },
  });
}

/** An app has one open draft at a time: the caller gets it, to open it instead. */
export function openDraftExists(row: TDraftAppRow): AppError {
  return new AppError("CONFLICT", `app ${row.appId} already has the open draft ${row.id}`, {
    userMessage: { key: "draftApi.errors.openDraftExists" },
    details: { current: toDraftApp(row) },
  });
}

/** Fields refused, each with its messages in the viewer's language. */
export function unprocessable(log: string, items: TErrorItems, key = "validation.checkFields"): AppError {
  return new AppError("UNPROCESSABLE", log, { items, userMessage: { key } });
}

/** A provider at MAX_OPEN_NEW_APP_DRAFTS opens no more new apps' drafts until one is submitted and merged or deleted. */
export function draftQuotaReached(appProviderId: number, maximum: number): AppError {
  return new AppError("UNPROCESSABLE", `provider ${appProviderId} has ${maximum} open new-app drafts`, {
    userMessage: { key: "draftApi.errors.draftQuota", values: { maximum } },
  });
}
