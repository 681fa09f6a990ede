import { Link } from "@/features/shell/store-link";

/** The bar above an editorial preview: what the page is, and the way back to editing. */
export function PreviewNotice({
  label,
  text,
  backHref,
  backLabel,
}: {
  label: string;
  text: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <section aria-label={label} className="border-b border-amber-300 bg-amber-100 text-warning" data-preview-bar="">
      <div className="mx-auto flex max-w-[var(--width-page)] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <p className="min-w-0 flex-1">
          <strong className="mr-2 font-bold">{label}</strong>
          {text}
        </p>
        <Link href={backHref} className="font-bold underline underline-offset-2 hover:no-underline">
          {backLabel}
        </Link>
      </div>
    </section>
  );
}
