"use client";

import { ACCOUNT_SIGN_IN_PATH } from "@store/domain/principals";
import { useFormatter } from "next-intl";
import { useT } from "@/i18n/use-t";
import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import type { TProfileSaveStatus } from "./use-app-provider-profile-form";

/** The save button and what became of the last save (SPEC §5 forms: progress and success shown). */
export function ProfileSaveBar({ status, unsaved }: { status: TProfileSaveStatus; unsaved: boolean }) {
  const t = useT("developerArea.profile");
  const format = useFormatter();
  const saving = status.kind === "saving";
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center">
      <button
        type="submit"
        disabled={saving}
        aria-busy={saving}
        className="min-h-11 rounded-lg bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {saving ? t("saving") : t("save")}
      </button>
      <div role="status" className="text-sm" data-save-status={status.kind}>
        {status.kind === "saved" ? (
          <span className="font-bold text-brand-700">
            {t("saved", { time: format.dateTime(new Date(status.at), { timeStyle: "short" }) })}
          </span>
        ) : status.kind === "conflict" ? (
          <span className="font-bold text-warning">{t("conflict")}</span>
        ) : status.kind === "failed" ? (
          <span className="font-bold text-danger">{t("saveFailed", { message: status.message })}</span>
        ) : status.kind === "sessionEnded" ? (
          <span className="font-bold text-danger">
            {t("sessionEnded")}{" "}
            <a
              className="underline"
              href={`${ACCOUNT_SIGN_IN_PATH.providerUser}?callbackUrl=${encodeURIComponent(DEVELOPER_PATHS.profile)}`}
            >
              {t("signInAgain")}
            </a>
          </span>
        ) : unsaved ? (
          <span className="text-ink-muted">{t("unsavedBadge")}</span>
        ) : null}
      </div>
    </div>
  );
}
