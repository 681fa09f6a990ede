import "server-only";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import type { TFailedMail } from "../server/list-failed-mails";
import { RetryMailButton } from "./retry-mail-button";

async function FailedMailRow({ mail }: { mail: TFailedMail }) {
  const [t, format] = await Promise.all([getT("opsMails"), getFormatter()]);
  const recipient = mail.recipient ?? t("noRecipient");
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4" data-failed-mail={mail.id}>
      <p className="font-bold">{t(`kind.${mail.kind}`)}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">{t("recipient")}</dt>
        <dd className="break-all" data-mail-recipient="">
          {recipient}
        </dd>
        <dt className="text-ink-muted">{t("attempts")}</dt>
        <dd>{mail.attempts}</dd>
        <dt className="text-ink-muted">{t("failedAt")}</dt>
        <dd>
          <time dateTime={mail.failedAt}>
            {format.dateTime(new Date(mail.failedAt), { dateStyle: "medium", timeStyle: "short" })}
          </time>
        </dd>
        <dt className="text-ink-muted">{t("lastError")}</dt>
        <dd className="break-all font-mono text-xs">{mail.lastError ?? ""}</dd>
      </dl>
      <RetryMailButton jobId={mail.id} label={t("retryLabel", { kind: t(`kind.${mail.kind}`), recipient })} />
    </li>
  );
}

/** /ops/mails: mails that ran out of retries, newest first, each with a retry button. */
export async function FailedMailListView({ mails }: { mails: TFailedMail[] }) {
  const t = await getT("opsMails");
  return (
    <div className="mx-auto flex max-w-[var(--width-page)] flex-col gap-6 px-4 py-8 md:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">{t("title")}</h1>
        <p className="text-ink-muted">{t("lead")}</p>
      </div>
      {mails.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-6" data-empty-state="">
          {t("empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("title")}>
          {mails.map((mail) => (
            <FailedMailRow key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </div>
  );
}
