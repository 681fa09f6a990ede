import { notFound } from "next/navigation";
import { config } from "@/server/config";
import { developmentSurfacesEnabled } from "@/server/pages/development-surfaces";
import { listOutbox } from "@/server/jobs/mail";

export const dynamic = "force-dynamic";

/**
 * Development only: the mail the store wrote to its file outbox (SMTP_URL unset), newest first.
 * A page for developers, not visitors, so its few labels are not translated.
 */
export default async function DevMailPage() {
  if (!developmentSurfacesEnabled()) notFound();
  const { SMTP_URL } = config();
  const mails = SMTP_URL ? [] : await listOutbox();
  return (
    <main lang="en" className="mx-auto max-w-4xl p-6 font-sans">
      <h1 className="text-xl font-bold">Outbox ({mails.length})</h1>
      {SMTP_URL ? <p className="mt-4">Mail goes to the SMTP server of SMTP_URL; nothing is kept here.</p> : null}
      <ol className="mt-4 flex flex-col gap-4">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-lg border border-line p-4" data-mail="">
            <dl className="grid grid-cols-[6rem_1fr] gap-1 text-sm">
              <dt>To</dt>
              <dd data-mail-to="">{mail.to}</dd>
              <dt>From</dt>
              <dd>{mail.from}</dd>
              <dt>Subject</dt>
              <dd data-mail-subject="">{mail.subject}</dd>
              <dt>Sent</dt>
              <dd>{mail.sentAt}</dd>
            </dl>
            <pre className="mt-3 whitespace-pre-wrap text-sm">{mail.text}</pre>
          </li>
        ))}
      </ol>
    </main>
  );
}
