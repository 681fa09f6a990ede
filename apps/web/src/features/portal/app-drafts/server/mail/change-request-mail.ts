import "server-only";
import type { TChangeRequestStatus } from "@store/domain/enums";
import type { TLocale } from "@store/domain/locales";
import type { TMailAddress } from "@store/domain/mail-address";
import { DEVELOPER_PATHS, editDraftPath } from "@/paths/developer-paths";
import { serverTranslator } from "@/server/server-translator";
import { config } from "@/server/config";
import type { TMail } from "@/server/jobs/mail";

/** Message keys per status (`draftMails.<key>.subject` / `.body`). */
const STATUS_KEY: Record<TChangeRequestStatus, string> = {
  pending: "submitted",
  in_draft: "inDraft",
  in_review: "inReview",
  approved: "approved",
  rejected: "rejected",
};

/** A change-request mail in the provider's language: what happened, the reason of a rejection, and where to look. */
export function composeChangeRequestMail(input: {
  to: TMailAddress;
  locale: TLocale;
  status: TChangeRequestStatus;
  reason: string | null;
  draft: { id: number; appId: number | null; name: string };
  providerName: string;
}): TMail {
  const { t } = serverTranslator(input.locale);
  const key = STATUS_KEY[input.status];
  const values = { name: input.draft.name.trim() || t("draftMails.untitled"), provider: input.providerName };
  const path = input.status === "approved" ? DEVELOPER_PATHS.apps : editDraftPath(input.draft);
  // A rejection's reason, or the reviewer's note when a request goes back to the draft.
  const withReason = input.status === "rejected" || input.status === "in_draft";
  const reason = withReason && input.reason ? [t("draftMails.reason"), input.reason, ""] : [];
  const text = [
    t("draftMails.greeting", values),
    "",
    t(`draftMails.${key}.body`, values),
    "",
    ...reason,
    t("draftMails.open"),
    new URL(path, config().BASE_URL).toString(),
    "",
    "--",
    t("draftMails.footer"),
    "",
  ].join("\n");
  return { to: input.to, subject: t(`draftMails.${key}.subject`, values), text };
}
