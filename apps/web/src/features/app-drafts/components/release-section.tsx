"use client";

import { APP_CONTENT_LIMITS as L, type TContentRelease } from "@store/domain/schemas/app-content";
import { useT } from "@/i18n/use-t";
import { temporaryId } from "./draft-payload";
import { useEditor } from "./editor-context";
import { TextField } from "./editor-fields";
import { EditorSection } from "./editor-section";
import { ListEditor } from "./list-editor";

const newRelease = (): TContentRelease => ({ id: temporaryId(), title: "", publishedAt: "", url: null });

/** The day of a stored release time, in the viewer's time zone (an `<input type=date>` value). */
export function dateOfRelease(iso: string): string {
  const at = new Date(iso);
  if (iso === "" || Number.isNaN(at.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The start of that day in the viewer's time zone, as the ISO time the content stores. */
export function releaseOfDate(day: string): string {
  const at = new Date(`${day}T00:00:00`);
  return day === "" || Number.isNaN(at.getTime()) ? "" : at.toISOString();
}

/** Release notes of the app: title, date and a link. */
export function ReleaseSection() {
  const t = useT("appContent");
  const tEditor = useT("draftEditor");
  const { content, update } = useEditor();
  return (
    <EditorSection id="releases" title={tEditor("sections.releases")}>
      <ListEditor
        path="releases"
        heading={t("fields.releases")}
        items={content.releases}
        max={L.releases}
        itemName={(number) => t("items.release", { number })}
        addLabel={tEditor("add.release")}
        create={newRelease}
        onChange={(change) => update("releases", change)}
      >
        {(item, index, change) => (
          <>
            <TextField
              path={`releases.${index}.title`}
              label={t("fields.releaseTitle")}
              required
              max={L.releaseTitle}
              value={item.title}
              onChange={(title) => change({ title })}
            />
            <TextField
              path={`releases.${index}.publishedAt`}
              type="date"
              label={t("fields.releaseDate")}
              required
              value={dateOfRelease(item.publishedAt)}
              onChange={(day) => change({ publishedAt: releaseOfDate(day) })}
            />
            <TextField
              path={`releases.${index}.url`}
              type="url"
              label={t("fields.releaseUrl")}
              value={item.url}
              onChange={(url) => change({ url: url || null })}
            />
          </>
        )}
      </ListEditor>
    </EditorSection>
  );
}
