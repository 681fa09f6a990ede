import "server-only";
import type { TTermsVersionRow } from "@store/db/queries/terms";
import { AppError } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import { serverTranslator } from "@/server/server-translator";
import { toOpsTermsVersion } from "./terms-version-answer";

// The refusals of the console's terms API, each with the message the operator reads.

export function termsVersionNotFound(id: number | null): AppError {
  return new AppError("NOT_FOUND", `terms version ${id} not found`, {
    userMessage: { key: "opsTerms.errors.notFound" },
  });
}

/** A published version is never changed: the operator makes a new version instead (409 with it as it is). */
export function termsVersionPublished(row: TTermsVersionRow, currentId: number | null, now: Date): AppError {
  return new AppError("CONFLICT", `terms version ${row.id} is published`, {
    userMessage: { key: "opsTerms.errors.published" },
    details: { current: toOpsTermsVersion(row, currentId, now) },
  });
}

/** Each kind's version labels are unique: 422 on the `version` field. */
export function termsVersionTaken(version: string, locale: TLocale): AppError {
  const { t } = serverTranslator(locale);
  return new AppError("UNPROCESSABLE", `terms version label ${version} is taken`, {
    items: { version: [t("opsTerms.errors.versionTaken", { version })] },
    userMessage: { key: "validation.checkFields" },
  });
}

/** PostgreSQL's unique violation, as thrown by either driver (drizzle wraps it as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && typeof e === "object" && e !== null; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
