"use client";

import { APP_CONTENT_LIMITS as L, type TContentFeature, type TContentImage } from "@store/domain/schemas/app-content";
import type { TMediaUsage } from "@store/domain/schemas/media";
import { MediaQuota } from "@/features/platform/media";
import { useT } from "@/i18n/use-t";
import { temporaryId } from "../draft-payload";
import { useEditor } from "../editor-context";
import { TextField } from "./editor-fields";
import { EditorImageField } from "./editor-image-field";
import { EditorSection } from "./editor-section";
import { ListEditor } from "./list-editor";

const newFeature = (): TContentFeature => ({
  id: temporaryId(),
  title: "",
  body: "",
  imageUrl: null,
  imageAltText: "",
});
const newImage = (): TContentImage => ({ id: temporaryId(), url: "", caption: "", altText: "" });

/** The overview tab: the body, a video, the thumbnail, features and screenshots (with the upload quota). */
export function OverviewSection({ mediaUsage }: { mediaUsage: TMediaUsage }) {
  const t = useT("appContent");
  const tEditor = useT("draftEditor");
  const { content, set, update } = useEditor();
  return (
    <EditorSection id="overview" title={tEditor("sections.overview")}>
      <TextField
        path="body"
        label={t("fields.body")}
        rows={10}
        max={L.body}
        value={content.body}
        onChange={(v) => set("body", v)}
      />
      <TextField
        path="videoId"
        label={t("fields.videoId")}
        hint={tEditor("hints.videoId")}
        max={L.videoId}
        value={content.videoId}
        onChange={(v) => set("videoId", v || null)}
      />
      <EditorImageField
        path="thumbnailImage"
        kind="thumbnail"
        label={t("fields.thumbnailImage")}
        value={content.thumbnailImage}
        onChange={(v) => set("thumbnailImage", v)}
      />
      <TextField
        path="thumbnailAlt"
        label={t("fields.thumbnailAlt")}
        max={L.thumbnailAlt}
        value={content.thumbnailAlt}
        onChange={(v) => set("thumbnailAlt", v || null)}
      />
      <ListEditor
        path="features"
        heading={t("fields.features")}
        items={content.features}
        max={L.features}
        itemName={(number) => t("items.feature", { number })}
        addLabel={tEditor("add.feature")}
        create={newFeature}
        onChange={(change) => update("features", change)}
      >
        {(item, index, change) => (
          <>
            <TextField
              path={`features.${index}.title`}
              label={t("fields.featureTitle")}
              required
              max={L.featureTitle}
              value={item.title}
              onChange={(title) => change({ title })}
            />
            <TextField
              path={`features.${index}.body`}
              label={t("fields.featureBody")}
              rows={4}
              max={L.featureBody}
              value={item.body}
              onChange={(body) => change({ body })}
            />
            <EditorImageField
              path={`features.${index}.imageUrl`}
              kind="feature"
              label={t("fields.featureImage")}
              value={item.imageUrl}
              onChange={(imageUrl) => change({ imageUrl })}
            />
            <TextField
              path={`features.${index}.imageAltText`}
              label={t("fields.imageAltText")}
              max={L.imageAltText}
              value={item.imageAltText}
              onChange={(imageAltText) => change({ imageAltText })}
            />
          </>
        )}
      </ListEditor>
      <MediaQuota initial={mediaUsage} />
      <ListEditor
        path="images"
        heading={t("fields.images")}
        items={content.images}
        max={L.images}
        itemName={(number) => t("items.image", { number })}
        addLabel={tEditor("add.image")}
        create={newImage}
        onChange={(change) => update("images", change)}
      >
        {(item, index, change) => (
          <>
            <EditorImageField
              path={`images.${index}.url`}
              kind="screenshot"
              label={t("fields.imageUrl")}
              value={item.url || null}
              onChange={(url) => change({ url: url ?? "" })}
            />
            <TextField
              path={`images.${index}.caption`}
              label={t("fields.imageCaption")}
              max={L.imageCaption}
              value={item.caption}
              onChange={(caption) => change({ caption })}
            />
            <TextField
              path={`images.${index}.altText`}
              label={t("fields.imageAltText")}
              required
              max={L.imageAltText}
              value={item.altText}
              onChange={(altText) => change({ altText })}
            />
          </>
        )}
      </ListEditor>
    </EditorSection>
  );
}
