"use client";

import { Link } from "@/ui/store-link";
import { useState } from "react";
import { ReleaseNotesButton } from "@/features/store/release-notes/release-notes-button";
import { useT } from "@/i18n/use-t";
import { usePublicConfig } from "@/server/public/public-config-context";

/**
 * The header every page shares: store name and logo label (SPEC §1), then the slots of SPEC §2
 * Shell. The signed-in slots (app launcher, admin menu, user settings) are filled by `account`.
 */
export function SiteHeader({ account }: { account?: React.ReactNode }) {
  const t = useT("header");
  const { storeName, links } = usePublicConfig();
  const [menuOpen, setMenuOpen] = useState(false);

  const utilityLinks = [
    { href: links.help, label: t("help") },
    { href: links.school, label: t("school") },
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[var(--width-page)] items-center gap-4 px-4">
        {/*
          The store's name takes the room the header's buttons leave: on two lines on a phone, and
          only for screen readers when too little is left (a signed-in phone has six buttons), so no
          cut name ('A H', issue 31) is shown beside the mark.
        */}
        <div className="@container min-w-0 flex-1">
          <Link href="/" className="flex w-fit max-w-full items-center gap-3" data-store-home="">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-600 font-bold text-white"
            >
              A
            </span>
            <span className="min-w-0 @max-[7rem]:sr-only">
              <span className="line-clamp-2 font-bold leading-tight break-words sm:line-clamp-1" data-store-name="">
                {storeName}
              </span>
              <span className="hidden truncate text-xs text-ink-muted sm:block">{t("logoLabel")}</span>
            </span>
          </Link>
        </div>
        <nav aria-label={t("primaryNav")} className="hidden items-center gap-1 md:flex">
          <Link href="/apps" prefetch={false} className="rounded px-3 py-2 text-sm hover:bg-canvas">
            {t("searchApps")}
          </Link>
          {utilityLinks.map((link) => (
            <a
              key={link.label}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded px-3 py-2 text-sm hover:bg-canvas"
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ReleaseNotesButton />
          {account}
          <button
            type="button"
            className="rounded p-2 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("closeMenu") : t("menu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor">
              {menuOpen ? (
                <path strokeWidth="2" d="M6 6l12 12M18 6L6 18" />
              ) : (
                <path strokeWidth="2" d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label={t("primaryNav")} className="border-t border-line bg-white md:hidden">
          <ul className="mx-auto flex max-w-[var(--width-page)] flex-col px-4 py-2">
            <li>
              <Link href="/apps" prefetch={false} className="block py-3" onClick={() => setMenuOpen(false)}>
                {t("searchApps")}
              </Link>
            </li>
            {utilityLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="block py-3">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
