import type { ReactNode } from "react";

export const EDITOR_SECTIONS = [
  "header",
  "overview",
  "translations",
  "usages",
  "connection",
  "integration",
  "releases",
  "pricing",
  "links",
  "inquiry",
  "notification",
] as const;
export type TEditorSection = (typeof EDITOR_SECTIONS)[number];

/** One group of fields, as the public page groups them; the section nav jumps to its heading. */
export function EditorSection({ id, title, children }: { id: TEditorSection; title: string; children: ReactNode }) {
  return (
    <section
      id={`section-${id}`}
      aria-labelledby={`section-${id}-title`}
      className="scroll-mt-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={`section-${id}-title`} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      <div className="flex flex-col gap-5">{children}</div>
    </section>
  );
}
