"use client";

import type { TErrorItems } from "@store/domain/errors";
import type { TMediaUsage } from "@store/domain/schemas/media";
import type { TAppContent } from "@store/domain/schemas/app-content";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { useMemo, useState } from "react";
import { useUnsavedChangesWarning } from "@/ui/use-unsaved-changes-warning";
import { useT } from "@/i18n/use-t";
import { AutosaveStatus } from "./autosave-status";
import { ConnectionSection } from "./sections/connection-section";
import { IntegrationSection } from "./sections/integration-section";
import type { TIntegrationChoices } from "@/features/portal/integrations";
import type { TContentChoices } from "../content-choices";
import { ConflictPanel } from "./conflict-panel";
import { conflictingFields, type TEditorField } from "./draft-conflict";
import { DraftActions } from "./draft-actions";
import { DraftPreChecks } from "./draft-pre-checks";
import { editorValuesOf, type TEditorValues } from "./draft-payload";
import { DraftStatusNotice } from "./draft-status-notice";
import { EditorContext, type TEditorContext } from "./editor-context";
import { HeaderSection } from "./sections/header-section";
import { InquirySection } from "./sections/inquiry-section";
import { NotificationSection } from "./sections/notification-section";
import { OverviewSection } from "./sections/overview-section";
import { LinksSection, PricingSection } from "./sections/pricing-and-links-sections";
import { ReleaseSection } from "./sections/release-section";
import { SectionNav } from "./sections/section-nav";
import { TranslationsSection } from "./sections/translations-section";
import { UsageSection } from "./sections/usage-section";
import { useContentIssues } from "./use-content-issues";
import { type TDraftMeta, useDraftAutosave } from "./use-draft-autosave";

const FIELD_LABEL_KEYS: Partial<Record<TEditorField, string>> = {
  campaign: "fields.campaign",
  connection: "fields.connection",
};

/**
 * The draft editor (issue 10): every field of the content, grouped as the public page shows them,
 * saved automatically. `initial` is null for a new app whose draft the first save creates.
 */
export function DraftEditor(props: {
  initial: { meta: TDraftMeta; values: TEditorValues };
  choices: TContentChoices;
  integrationChoices: TIntegrationChoices;
  mediaUsage: TMediaUsage;
}) {
  const t = useT("draftEditor");
  const tContent = useT("appContent");
  const autosave = useDraftAutosave(props.initial);
  const { meta, values, conflict } = autosave;
  const [announcement, setAnnouncement] = useState("");
  const [refusedReport, setRefusedReport] = useState<TPreCheckReport | null>(null);
  const issues = useContentIssues(values.content);
  // "Required" shows at a field once it was left, everywhere once the provider asks where the
  // issues are, and at once on a draft that was saved before (issue 31).
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [revealed, setRevealed] = useState(props.initial.meta.id !== null);
  const refusedSave = autosave.status.kind === "failed" ? autosave.status.items : null;
  // A submit refused at fields (a code taken meanwhile), for the version it was asked for only.
  const [refusedSubmit, setRefusedSubmit] = useState<{ version: number; items: TErrorItems } | null>(null);
  const submitItems = refusedSubmit?.version === meta.version ? refusedSubmit.items : {};
  useUnsavedChangesWarning(autosave.unsaved, t("unsavedChanges"));

  const context: TEditorContext = {
    content: values.content,
    readOnly: !autosave.editable,
    appId: meta.appId,
    set: <K extends keyof TAppContent>(key: K, value: TAppContent[K]) =>
      autosave.setContent((content) => ({ ...content, [key]: value })),
    update: <K extends keyof TAppContent>(key: K, change: (value: TAppContent[K]) => TAppContent[K]) =>
      autosave.setContent((content) => ({ ...content, [key]: change(content[key]) })),
    // A refused save's messages (a code no one may use) at their fields, until a save succeeds;
    // the markup the store took out of a rich text when it was saved, until it is saved again without.
    issuesOf: (path) => [
      ...(refusedSave?.[path] ?? []),
      ...(submitItems[path] ?? []).filter((message) => !refusedSave?.[path]?.includes(message)),
      ...(meta.removedMarkup[path] ? [t("markupRemoved", { markup: meta.removedMarkup[path].join(" ") })] : []),
      ...issues.issuesOf(path, { required: revealed || touched.has(path) }),
    ],
    announce: setAnnouncement,
  };
  const conflicts = useMemo(
    () => (conflict ? conflictingFields(autosave.base, values, editorValuesOf(conflict)) : []),
    [conflict, autosave.base, values],
  );
  const fieldLabel = (field: TEditorField) => tContent(FIELD_LABEL_KEYS[field] ?? `fields.${field}`);

  return (
    <EditorContext.Provider value={context}>
      <div className="flex flex-col gap-6" data-draft-editor={meta.id ?? "new"}>
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-2">
            <DraftStatusNotice meta={meta} />
            <AutosaveStatus status={autosave.status} unsaved={autosave.unsaved} onRetry={() => void autosave.save()} />
          </div>
          <DraftActions
            meta={meta}
            issueCount={issues.count}
            firstIssueId={issues.firstIssueId}
            flush={autosave.save}
            onMoved={autosave.replaceMeta}
            onRefused={setRefusedReport}
            onRefusedItems={(items) => setRefusedSubmit({ version: meta.version, items })}
            onRevealIssues={() => setRevealed(true)}
          />
        </div>
        {meta.id !== null ? (
          <DraftPreChecks
            meta={{ ...meta, id: meta.id }}
            values={values}
            refusedReport={refusedReport}
            save={autosave.save}
          />
        ) : null}
        {conflict ? (
          <ConflictPanel
            theirsUpdatedAt={conflict.updatedAt}
            conflicts={conflicts}
            fieldLabel={fieldLabel}
            canSave={conflict.changeRequestStatus === "in_draft" || conflict.changeRequestStatus === "rejected"}
            onKeepTheirs={autosave.keepTheirs}
            onSaveBoth={() => void autosave.saveTheirsAndMine()}
          />
        ) : null}
        <p aria-live="polite" className="sr-only" data-list-announcement="">
          {announcement}
        </p>
        <div className="grid gap-6 md:grid-cols-[12rem_1fr]">
          <SectionNav />
          <form
            noValidate
            aria-label={t("formLabel")}
            className="flex min-w-0 flex-col gap-6"
            onSubmit={(event) => event.preventDefault()}
            onBlur={(event) => {
              const path = event.target.closest("[data-field]")?.getAttribute("data-field");
              if (path && !touched.has(path)) setTouched((current) => new Set(current).add(path));
              void autosave.save();
            }}
          >
            <HeaderSection choices={props.choices} />
            <OverviewSection mediaUsage={props.mediaUsage} />
            <TranslationsSection />
            <UsageSection />
            <ConnectionSection />
            <IntegrationSection choices={props.integrationChoices} />
            <ReleaseSection />
            <PricingSection />
            <LinksSection />
            <InquirySection />
            <NotificationSection
              notificationEmail={values.notificationEmail}
              loginUrl={values.loginUrl}
              onChange={autosave.setOwn}
            />
          </form>
        </div>
      </div>
    </EditorContext.Provider>
  );
}
