import type { TAppStatus } from "@store/domain/enums";

const TONE: Record<TAppStatus, string> = {
  draft: "bg-canvas text-ink",
  upcoming: "bg-amber-50 text-warning",
  published: "bg-brand-50 text-brand-700",
  discontinued: "bg-canvas text-ink-muted",
  archived: "bg-canvas text-ink-muted line-through",
};

/** An app's status as a small label (its words come from the caller, in the viewer's language). */
export function AppStatusBadge({ status, label }: { status: TAppStatus; label: string }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-bold ${TONE[status]}`} data-app-status={status}>
      {label}
    </span>
  );
}
