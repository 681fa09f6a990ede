import { Link } from "@/ui/store-link";
import type { ReactNode } from "react";
import { AreaNav, type TAreaNavLink } from "./area-nav";
import { AreaSignOutButton, type TSignOutLabels } from "./area-sign-out-button";
import { LanguageSwitcher } from "./language-switcher";

/** Who is signed in, as the header names them: the organisation (if any) and the person. */
export type TAreaAccount = { organisation?: string; person: string };

export type TAreaFrameProps = {
  /** The area's top page: the brand links there. */
  homeHref: string;
  storeName: string;
  /** What the area is, beside the store's name ('for developers', 'operator console'). */
  areaLabel: string;
  /** The signed-in account, or null on the area's sign-in pages. */
  account: TAreaAccount | null;
  accountLabel: string;
  signOut: { path: string; signInPath: string; labels: TSignOutLabels };
  /** The area's pages, shown to a signed-in account only. */
  nav: { label: string; links: TAreaNavLink[] };
  footer: { label: string; links: { href: string; label: string; external?: boolean }[]; note: string };
  externalLinkLabel: string;
  children: ReactNode;
};

/**
 * The frame of the developer area and the operator area: a header with the store's name, the
 * area, the signed-in account, the language and a sign-out; the area's nav; the page; a small
 * footer. No store header, dialogs, tracking or analytics (SPEC §2: only app-store pages).
 */
export function AreaFrame(props: TAreaFrameProps) {
  const { account, nav, footer } = props;
  return (
    <>
      <header className="border-b border-line bg-white" data-area-header="">
        <div className="mx-auto flex max-w-[var(--width-page)] flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
          <Link href={props.homeHref} className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-lg bg-ink font-bold text-white"
            >
              A
            </span>
            <span className="min-w-0 leading-tight">
              <span className="block font-bold">{props.storeName}</span>
              <span className="block text-xs text-ink-muted">{props.areaLabel}</span>
            </span>
          </Link>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
            {account ? (
              <p className="flex min-w-0 flex-col text-right text-sm leading-tight" data-area-account="">
                <span className="sr-only">{props.accountLabel}</span>
                {account.organisation ? <span className="font-bold">{account.organisation}</span> : null}
                <span className={account.organisation ? "text-ink-muted" : "font-bold"}>{account.person}</span>
              </p>
            ) : null}
            <LanguageSwitcher />
            {account ? (
              <AreaSignOutButton
                path={props.signOut.path}
                signInPath={props.signOut.signInPath}
                labels={props.signOut.labels}
              />
            ) : null}
          </div>
        </div>
        {account ? <AreaNav label={nav.label} links={nav.links} /> : null}
      </header>
      <main id="main" className="flex-1">
        {props.children}
      </main>
      <footer className="mt-16 border-t border-line bg-canvas" data-area-footer="">
        <div className="mx-auto flex max-w-[var(--width-page)] flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center">
          <nav aria-label={footer.label}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footer.links.map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className="underline">
                      {link.label}
                      <span className="sr-only">{props.externalLinkLabel}</span>
                    </a>
                  ) : (
                    <Link href={link.href} prefetch={false} className="underline">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-ink-muted sm:ml-auto">{footer.note}</p>
        </div>
      </footer>
    </>
  );
}
