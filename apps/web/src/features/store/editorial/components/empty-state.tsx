import { Link } from "@/ui/store-link";

/** What a list page shows when there is nothing to list, with a way onward. */
export function EmptyState({ message, action }: { message: string; action?: { href: string; label: string } }) {
  return (
    <div
      data-empty-state
      className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-canvas px-6 py-14 text-center"
    >
      <svg aria-hidden="true" width="72" height="72" viewBox="0 0 72 72" className="mb-5">
        <circle cx="36" cy="36" r="34" fill="#eef7f6" />
        <rect x="20" y="22" width="32" height="28" rx="5" fill="none" stroke="#17736d" strokeWidth="3" />
        <path d="M20 32h32" stroke="#17736d" strokeWidth="3" />
      </svg>
      <p className="text-ink-muted">{message}</p>
      {action ? (
        <Link
          href={action.href}
          className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-700"
        >
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
