"use client";

import { INTEGRATION_TYPES, PRIMARY_ACTION_TYPES } from "@store/domain/enums";
import { APP_CONTENT_LIMITS as L } from "@store/domain/schemas/app-content";
import { useT } from "@/i18n/use-t";
import type { TContentChoices } from "../../content-choices";
import { ClassificationFields } from "./classification-fields";
import { useEditor } from "../editor-context";
import { CheckField, SelectField, TextField } from "./editor-fields";
import { EditorImageField } from "./editor-image-field";
import { EditorSection } from "./editor-section";

/** The header of the public page: names, kind of app, its action, classification and images. */
export function HeaderSection({ choices }: { choices: TContentChoices }) {
  const t = useT("appContent");
  const tEditor = useT("draftEditor");
  const { content, set, appId } = useEditor();
  const planOptions = [
    { value: "", label: t("noPlan") },
    ...choices.plans.map((plan) => ({ value: String(plan.id), label: plan.name })),
  ];
  return (
    <EditorSection id="header" title={tEditor("sections.header")}>
      <TextField
        path="name"
        label={t("fields.name")}
        required
        max={L.name}
        value={content.name}
        onChange={(v) => set("name", v)}
      />
      <TextField
        path="code"
        label={t("fields.code")}
        required
        value={content.code}
        readOnly={appId !== null}
        hint={appId !== null ? tEditor("hints.codeFixed") : tEditor("hints.code")}
        onChange={(v) => set("code", v)}
      />
      <TextField
        path="title"
        label={t("fields.title")}
        required
        max={L.title}
        value={content.title}
        onChange={(v) => set("title", v)}
      />
      <TextField
        path="description"
        label={t("fields.description")}
        required
        rows={3}
        max={L.description}
        value={content.description}
        onChange={(v) => set("description", v)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          path="integrationType"
          label={t("fields.integrationType")}
          value={content.integrationType}
          options={INTEGRATION_TYPES.map((value) => ({ value, label: t(`integrationTypes.${value}`) }))}
          onChange={(v) => set("integrationType", v)}
        />
        <SelectField
          path="primaryActionType"
          label={t("fields.primaryActionType")}
          value={content.primaryActionType}
          options={PRIMARY_ACTION_TYPES.map((value) => ({ value, label: t(`primaryActionTypes.${value}`) }))}
          onChange={(v) => set("primaryActionType", v)}
        />
        <SelectField
          path="planId"
          label={t("fields.planId")}
          value={content.planId === null ? "" : String(content.planId)}
          options={planOptions}
          onChange={(v) => set("planId", v === "" ? null : Number(v))}
        />
      </div>
      <ClassificationFields choices={choices} />
      <CheckField
        path="ssoSupported"
        label={t("fields.ssoSupported")}
        checked={content.ssoSupported}
        onChange={(v) => set("ssoSupported", v)}
      />
      <CheckField
        path="triable"
        label={t("fields.triable")}
        checked={content.triable}
        onChange={(v) => set("triable", v)}
      />
      <EditorImageField
        path="logoImage"
        kind="logo"
        label={t("fields.logoImage")}
        value={content.logoImage}
        onChange={(v) => set("logoImage", v)}
      />
      <EditorImageField
        path="lineupImage"
        kind="lineup"
        label={t("fields.lineupImage")}
        value={content.lineupImage}
        onChange={(v) => set("lineupImage", v)}
      />
    </EditorSection>
  );
}
