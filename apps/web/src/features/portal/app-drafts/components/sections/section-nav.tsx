"use client";

import { useT } from "@/i18n/use-t";
import { EDITOR_SECTIONS, type TEditorSection } from "./editor-section";

function jump(section: TEditorSection) {
  const heading = document.getElementById(`section-${section}-title`);
  if (!heading) return;
  heading.setAttribute("tabindex", "-1");
  heading.scrollIntoView({ block: "start" });
  heading.focus();
}

/** The editor's sections: links beside the form on wide screens, a select on phones. */
export function SectionNav() {
  const t = useT("draftEditor");
  return (
    <nav aria-label={t("sectionNav")} className="md:sticky md:top-4 md:self-start">
      <div className="md:hidden">
        <label htmlFor="draft-section-select" className="text-sm font-bold">
          {t("jumpTo")}
        </label>
        <select
          id="draft-section-select"
          className="mt-1 w-full rounded-lg border border-line bg-white px-3 py-2"
          defaultValue=""
          onChange={(event) => {
            if (event.target.value) jump(event.target.value as TEditorSection);
          }}
        >
          <option value="" disabled>
            {t("chooseSection")}
          </option>
          {EDITOR_SECTIONS.map((section) => (
            <option key={section} value={section}>
              {t(`sections.${section}`)}
            </option>
          ))}
        </select>
      </div>
      <ul className="hidden flex-col gap-1 md:flex">
        {EDITOR_SECTIONS.map((section) => (
          <li key={section}>
            <a
              href={`#section-${section}`}
              className="block rounded px-2 py-1 text-sm text-brand-700 underline-offset-2 hover:underline"
            >
              {t(`sections.${section}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
