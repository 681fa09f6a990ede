"use client";

import { APP_CONTENT_LIMITS as L, CONTENT_PAGE_LINKS } from "@store/domain/schemas/app-content";
import { useT } from "@/i18n/use-t";
import { useEditor } from "../editor-context";
import { TextField } from "./editor-fields";
import { EditorSection } from "./editor-section";

/** Plans and prices of the detail page's side column. */
export function PricingSection() {
  const t = useT("appContent");
  const tEditor = useT("draftEditor");
  const { content, set } = useEditor();
  const texts = [
    ["price", L.price, 1],
    ["priceCaption", L.priceCaption, 3],
    ["additionalCharge", L.additionalCharge, 3],
  ] as const;
  return (
    <EditorSection id="pricing" title={tEditor("sections.pricing")}>
      {texts.map(([field, max, rows]) => (
        <TextField
          key={field}
          path={field}
          label={t(`fields.${field}`)}
          max={max}
          rows={rows > 1 ? rows : undefined}
          value={content[field]}
          onChange={(v) => set(field, v || null)}
        />
      ))}
    </EditorSection>
  );
}

/** The links of the detail page (each an https:// address or empty). */
export function LinksSection() {
  const t = useT("appContent");
  const tEditor = useT("draftEditor");
  const { content, set } = useEditor();
  return (
    <EditorSection id="links" title={tEditor("sections.links")}>
      <p className="text-sm text-ink-muted">{tEditor("hints.links")}</p>
      {CONTENT_PAGE_LINKS.map((field) => (
        <TextField
          key={field}
          path={field}
          type="url"
          label={t(`fields.${field}`)}
          value={content[field]}
          onChange={(v) => set(field, v || null)}
        />
      ))}
    </EditorSection>
  );
}
