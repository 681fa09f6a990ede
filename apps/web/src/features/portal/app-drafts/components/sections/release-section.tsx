"use client";

import { APP_CONTENT_LIMITS as L, type TContentRelease } from "@store/domain/schemas/app-content";
import { useT } from "@/i18n/use-t";
import { temporaryId } from "../draft-payload";
import { useEditor } from "../editor-context";
import { TextField } from "./editor-fields";
import { EditorSection } from "./editor-section";
import { ListEditor } from "./list-editor";
import { dateOfRelease, releaseOfDate } from "./release-dates";

const newRelease = (): TContentRelease => ({ id: temporaryId(), title: "", publishedAt: "", url: null });

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
