import type { ReactNode } from "react";

/** The one-column card every sign-in, invitation and password page of both areas is laid out in. */
export function AccountPanel({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="account-panel-title" className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 id="account-panel-title" className="text-2xl font-bold">
        {title}
      </h1>
      {lead ? <div className="mt-3 text-ink-muted">{lead}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A link that cannot be used (any more): what happened, and the way on. */
export function UnusableLink({ message, action }: { message: string; action: { href: string; label: string } }) {
  return (
    <div data-account-link-unusable="">
      <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-warning">
        {message}
      </p>
      <p className="mt-6">
        <a href={action.href} className="font-bold text-brand-700 underline underline-offset-2">
          {action.label}
        </a>
      </p>
    </div>
  );
}
