"use client";

import { ACCOUNT_SIGN_IN_PATH } from "@store/domain/principals";
import {
  APP_PROVIDER_LIMITS,
  type TAppProviderProfile,
  ZAppProviderProfile,
  ZAppProviderProfileConflict,
  ZUpdateAppProviderProfileRequest,
} from "@store/domain/schemas/app-provider-profile";
import { issuesByField } from "@store/domain/validation";
import { useFormatter } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { ApiError, apiClient } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";
import { DEVELOPER_PATHS } from "../developer-paths";
import { AwardListEditor } from "./award-list-editor";
import { ProfileConflictNotice } from "./profile-conflict-notice";
import {
  differingFields,
  formValuesOf,
  hasUnsavedChanges,
  newAwardKey,
  overwriteRequestOf,
  type TProfileField,
  type TProfileFormValues,
  type TProfileRequest,
  type TRemovedAward,
  saveRequestOf,
} from "./profile-form-state";
import { ProfileTextField } from "./profile-text-field";
import { useUnsavedChangesWarning } from "./use-unsaved-changes-warning";

export const APP_PROVIDER_PROFILE_API = "/api/developers/app_providers/me";

type TStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "failed"; message: string }
  | { kind: "sessionEnded" };

type TErrors = Record<string, string[]>;

/**
 * /developers/app_provider/edit: SPEC §3 App provider through GET/PATCH
 * /api/developers/app_providers/me, checked with the same schema as the server. Errors stay next
 * to their fields and nothing typed is lost: not on a refusal, not on a 409 (someone saved
 * meanwhile), where the user loads the latest or saves theirs over it.
 */
export function AppProviderProfileForm({ initial }: { initial: TAppProviderProfile }) {
  const t = useT("developerArea.profile");
  // The schema's messages are full keys (validation.*, developerArea.*), as the server's 422 items.
  const tKey = useT();
  const format = useFormatter();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<TProfileFormValues>(() => formValuesOf(initial));
  const [removed, setRemoved] = useState<TRemovedAward[]>([]);
  const [errors, setErrors] = useState<TErrors>({});
  const [status, setStatus] = useState<TStatus>({ kind: "idle" });
  const [conflict, setConflict] = useState<TAppProviderProfile | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const unsaved = hasUnsavedChanges(values, removed, saved);
  useUnsavedChangesWarning(unsaved, t("unsavedChanges"));

  useEffect(() => {
    if (!focusTarget) return;
    formRef.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const fieldLabel = (field: TProfileField) => (field === "awards" ? t("awards.heading") : t(`fields.${field}`));
  const errorsOf = (path: string) => errors[path] ?? [];
  const show = (items: TErrors) => {
    setErrors(items);
    setFocusTarget('[aria-invalid="true"], [data-field-error]');
  };

  const accept = (profile: TAppProviderProfile) => {
    setSaved(profile);
    setValues(formValuesOf(profile));
    setRemoved([]);
    setErrors({});
    setConflict(null);
  };

  const send = async (request: TProfileRequest) => {
    const parsed = ZUpdateAppProviderProfileRequest.safeParse(request, { reportInput: true });
    if (!parsed.success) {
      const issues = Object.entries(issuesByField(parsed.error));
      show(Object.fromEntries(issues.map(([path, list]) => [path, list.map((m) => tKey(m.key, m.values))])));
      return;
    }
    setStatus({ kind: "saving" });
    try {
      const profile = ZAppProviderProfile.parse(await apiClient.patch(APP_PROVIDER_PROFILE_API, request));
      accept(profile);
      setStatus({ kind: "saved", at: profile.updatedAt });
    } catch (error) {
      const current = error instanceof ApiError ? ZAppProviderProfileConflict.safeParse(error.details) : null;
      if (error instanceof ApiError && error.status === 409 && current?.success) {
        setConflict(current.data.current);
        setStatus({ kind: "idle" });
      } else if (error instanceof ApiError && error.status === 422 && Object.keys(error.items).length > 0) {
        show(error.items);
        setStatus({ kind: "idle" });
      } else if (error instanceof ApiError && error.status === 401) {
        setStatus({ kind: "sessionEnded" });
      } else {
        setStatus({ kind: "failed", message: error instanceof ApiError && error.message ? error.message : "" });
      }
    }
  };

  const change = (field: Exclude<TProfileField, "awards">) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setAwards = (update: (awards: TProfileFormValues["awards"]) => TProfileFormValues["awards"]) =>
    setValues((current) => ({ ...current, awards: update(current.awards) }));

  const saving = status.kind === "saving";
  const errorCount = Object.values(errors).flat().length;
  const placed = (path: string) =>
    ["name", "description", "address", "url", "email", "awards"].includes(path) ||
    (/^awards\.(\d+)\./.test(path) && Number(path.split(".")[1]) < values.awards.length);
  const unplaced = Object.entries(errors).filter(([path]) => !placed(path));

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={saving}
      className="flex max-w-3xl flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void send(saveRequestOf(values, removed, saved.updatedAt));
      }}
    >
      {conflict ? (
        <ProfileConflictNotice
          theirsUpdatedAt={conflict.updatedAt}
          differing={differingFields(values, formValuesOf(conflict)).map(fieldLabel)}
          busy={saving}
          onLoadLatest={() => {
            accept(conflict);
            setStatus({ kind: "idle" });
          }}
          onSaveMine={() => void send(overwriteRequestOf(values, conflict))}
        />
      ) : null}
      {errorCount > 0 ? (
        <div role="alert" className="rounded-xl border border-danger bg-red-50 p-4 text-sm" data-error-summary="">
          <p className="font-bold text-danger">{t("errors.summary", { count: errorCount })}</p>
          {unplaced.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {unplaced.flatMap(([path, messages]) => messages.map((m) => <li key={`${path}-${m}`}>{m}</li>))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-5">
        <ProfileTextField
          name="name"
          label={t("fields.name")}
          required
          value={values.name}
          errors={errorsOf("name")}
          hint={t("limitNote", { max: APP_PROVIDER_LIMITS.name })}
          autoComplete="organization"
          onChange={change("name")}
        />
        <ProfileTextField
          name="description"
          label={t("fields.description")}
          value={values.description}
          errors={errorsOf("description")}
          multiline={{ max: APP_PROVIDER_LIMITS.description, rows: 6 }}
          onChange={change("description")}
        />
        <ProfileTextField
          name="address"
          label={t("fields.address")}
          value={values.address}
          errors={errorsOf("address")}
          hint={t("limitNote", { max: APP_PROVIDER_LIMITS.address })}
          autoComplete="street-address"
          onChange={change("address")}
        />
        <ProfileTextField
          name="url"
          label={t("fields.url")}
          type="url"
          value={values.url}
          errors={errorsOf("url")}
          hint={t("hints.url")}
          autoComplete="url"
          onChange={change("url")}
        />
        <ProfileTextField
          name="email"
          label={t("fields.email")}
          type="email"
          required
          value={values.email}
          errors={errorsOf("email")}
          hint={t("hints.email")}
          autoComplete="email"
          onChange={change("email")}
        />
      </div>
      <AwardListEditor
        awards={values.awards}
        removed={removed}
        errorsOf={errorsOf}
        onChange={(key, patch) => setAwards((awards) => awards.map((a) => (a.key === key ? { ...a, ...patch } : a)))}
        onMove={(index, by) => {
          setAwards((awards) => {
            const next = [...awards];
            const [moved] = next.splice(index, 1);
            if (moved) next.splice(index + by, 0, moved);
            return next;
          });
          setErrors({});
        }}
        onRemove={(index) => {
          const award = values.awards[index];
          if (award?.id !== undefined)
            setRemoved((list) => [
              ...list,
              { id: award.id as number, title: award.title, description: award.description },
            ]);
          setAwards((awards) => awards.filter((_, i) => i !== index));
          setErrors({});
          setFocusTarget("[data-add-award]");
        }}
        onRestore={(id) => {
          const award = removed.find((r) => r.id === id);
          if (!award) return;
          setRemoved((list) => list.filter((r) => r.id !== id));
          setAwards((awards) => [...awards, { key: `award-${id}`, ...award }]);
        }}
        onAdd={() => {
          setAwards((awards) => [...awards, { key: newAwardKey(), title: "", description: "" }]);
          setFocusTarget(`[name="awards.${values.awards.length}.title"]`);
        }}
      />
      <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving}
          className="min-h-11 rounded-lg bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {saving ? t("saving") : t("save")}
        </button>
        <div role="status" className="text-sm" data-save-status={status.kind}>
          {status.kind === "saved" ? (
            <span className="font-bold text-brand-700">
              {t("saved", { time: format.dateTime(new Date(status.at), { timeStyle: "short" }) })}
            </span>
          ) : status.kind === "failed" ? (
            <span className="font-bold text-danger">{t("saveFailed", { message: status.message })}</span>
          ) : status.kind === "sessionEnded" ? (
            <span className="font-bold text-danger">
              {t("sessionEnded")}{" "}
              <a
                className="underline"
                href={`${ACCOUNT_SIGN_IN_PATH.providerUser}?callbackUrl=${encodeURIComponent(DEVELOPER_PATHS.profile)}`}
              >
                {t("signInAgain")}
              </a>
            </span>
          ) : unsaved ? (
            <span className="text-ink-muted">{t("unsavedBadge")}</span>
          ) : null}
        </div>
      </div>
    </form>
  );
}
