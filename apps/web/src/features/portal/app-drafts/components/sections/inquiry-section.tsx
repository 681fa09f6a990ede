"use client";

import { INQUIRY_ACTION_TYPES } from "@store/domain/enums";
import { APP_CONTENT_LIMITS as L } from "@store/domain/schemas/app-content";
import { useT } from "@/i18n/use-t";
import { useEditor } from "../editor-context";
import { CheckField, SelectField, TextField } from "./editor-fields";
import { EditorSection } from "./editor-section";

/** How inquiries reach the provider, the campaign, the announcement and the two help links. */
export function InquirySection() {
  const t = useT("appContent");
  const tEditor = useT("draftEditor");
  const { content, set } = useEditor();
  const { campaign } = content;
  return (
    <EditorSection id="inquiry" title={tEditor("sections.inquiry")}>
      <SelectField
        path="inquiryActionType"
        label={t("fields.inquiryActionType")}
        value={content.inquiryActionType}
        options={INQUIRY_ACTION_TYPES.map((value) => ({ value, label: t(`inquiryActionTypes.${value}`) }))}
        onChange={(v) => set("inquiryActionType", v)}
      />
      {content.inquiryActionType === "url" ? (
        <TextField
          path="inquiryUrl"
          type="url"
          required
          label={t("fields.inquiryUrl")}
          value={content.inquiryUrl}
          onChange={(v) => set("inquiryUrl", v || null)}
        />
      ) : null}
      <CheckField
        path="campaign"
        label={tEditor("hasCampaign")}
        checked={campaign !== null}
        onChange={(on) => set("campaign", on ? { benefits: "", conditions: "" } : null)}
      />
      {campaign ? (
        <>
          <TextField
            path="campaign.benefits"
            label={t("fields.campaignBenefits")}
            required
            rows={3}
            max={L.campaignBenefits}
            value={campaign.benefits}
            onChange={(benefits) => set("campaign", { ...campaign, benefits })}
          />
          <TextField
            path="campaign.conditions"
            label={t("fields.campaignConditions")}
            rows={3}
            max={L.campaignConditions}
            value={campaign.conditions}
            onChange={(conditions) => set("campaign", { ...campaign, conditions })}
          />
        </>
      ) : null}
      <TextField
        path="announcement"
        label={t("fields.announcement")}
        rows={3}
        max={L.announcement}
        value={content.announcement}
        onChange={(v) => set("announcement", v || null)}
      />
      {(["idpHelp", "suiteDataHelp"] as const).map((field) => {
        const help = content[field];
        return (
          <div key={field} className="flex flex-col gap-3">
            <CheckField
              path={field}
              label={tEditor(`has.${field}`)}
              checked={help !== null}
              onChange={(on) => set(field, on ? { url: "", title: "" } : null)}
            />
            {help ? (
              <>
                <TextField
                  path={`${field}.title`}
                  label={t(`fields.${field}Title`)}
                  required
                  max={L.helpTitle}
                  value={help.title}
                  onChange={(title) => set(field, { ...help, title })}
                />
                <TextField
                  path={`${field}.url`}
                  type="url"
                  label={t(`fields.${field}Url`)}
                  required
                  value={help.url}
                  onChange={(url) => set(field, { ...help, url })}
                />
              </>
            ) : null}
          </div>
        );
      })}
    </EditorSection>
  );
}
