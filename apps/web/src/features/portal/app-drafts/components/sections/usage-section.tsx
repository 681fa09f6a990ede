"use client";

import { EMBED_TYPES } from "@store/domain/enums";
import { APP_CONTENT_LIMITS as L, type TContentUsage } from "@store/domain/schemas/app-content";
import { useT } from "@/i18n/use-t";
import { temporaryId } from "../draft-payload";
import { useEditor } from "../editor-context";
import { SelectField, TextField } from "./editor-fields";
import { EditorImageField } from "./editor-image-field";
import { EditorSection } from "./editor-section";
import { ListEditor } from "./list-editor";

const newUsage = (): TContentUsage => ({
  id: temporaryId(),
  title: "",
  embedType: "image",
  embedId: null,
  embedUrl: null,
  body: "",
  imageUrl: null,
  imageAltText: "",
});

/** The usage guide: each usage is an image, a Wistia video or a Box file, with the fields each needs. */
export function UsageSection() {
  const t = useT("appContent");
  const tEditor = useT("draftEditor");
  const { content, update } = useEditor();
  return (
    <EditorSection id="usages" title={tEditor("sections.usages")}>
      <ListEditor
        path="usages"
        heading={t("fields.usages")}
        items={content.usages}
        max={L.usages}
        itemName={(number) => t("items.usage", { number })}
        addLabel={tEditor("add.usage")}
        create={newUsage}
        onChange={(change) => update("usages", change)}
      >
        {(item, index, change) => {
          const at = (field: string) => `usages.${index}.${field}`;
          return (
            <>
              <TextField
                path={at("title")}
                label={t("fields.usageTitle")}
                required
                max={L.usageTitle}
                value={item.title}
                onChange={(title) => change({ title })}
              />
              <SelectField
                path={at("embedType")}
                label={t("fields.embedType")}
                value={item.embedType}
                options={EMBED_TYPES.map((value) => ({ value, label: t(`embedTypes.${value}`) }))}
                onChange={(embedType) => change({ embedType })}
              />
              {item.embedType === "image" ? (
                <>
                  <EditorImageField
                    path={at("imageUrl")}
                    kind="usage"
                    label={t("fields.usageImage")}
                    value={item.imageUrl}
                    onChange={(imageUrl) => change({ imageUrl })}
                  />
                  <TextField
                    path={at("imageAltText")}
                    label={t("fields.imageAltText")}
                    required
                    max={L.imageAltText}
                    value={item.imageAltText}
                    onChange={(imageAltText) => change({ imageAltText })}
                  />
                </>
              ) : (
                <>
                  <TextField
                    path={at("embedId")}
                    label={t(item.embedType === "wistia" ? "fields.wistiaId" : "fields.boxId")}
                    required
                    max={L.embedId}
                    value={item.embedId}
                    onChange={(embedId) => change({ embedId: embedId || null })}
                  />
                  <TextField
                    path={at("embedUrl")}
                    type="url"
                    label={t("fields.embedUrl")}
                    value={item.embedUrl}
                    onChange={(embedUrl) => change({ embedUrl: embedUrl || null })}
                  />
                </>
              )}
              <TextField
                path={at("body")}
                label={t("fields.usageBody")}
                rows={4}
                max={L.usageBody}
                value={item.body}
                onChange={(body) => change({ body })}
              />
            </>
          );
        }}
      </ListEditor>
    </EditorSection>
  );
}
