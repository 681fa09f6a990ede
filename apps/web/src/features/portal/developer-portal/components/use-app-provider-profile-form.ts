"use client";

import {
  type TAppProviderProfile,
  ZAppProviderProfile,
  ZAppProviderProfileConflict,
  ZUpdateAppProviderProfileRequest,
} from "@store/domain/schemas/app-provider-profile";
import { issuesByField } from "@store/domain/validation";
import { useEffect, useRef, useState } from "react";
import { ApiError, apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";
import {
  formValuesOf,
  hasUnsavedChanges,
  newAwardKey,
  overwriteRequestOf,
  type TAwardDraft,
  type TProfileField,
  type TProfileFormValues,
  type TProfileRequest,
  type TRemovedAward,
  saveRequestOf,
} from "./profile-form-state";
import { useUnsavedChangesWarning } from "@/ui/use-unsaved-changes-warning";

export const APP_PROVIDER_PROFILE_API = "/api/developers/app_providers/me";

export type TProfileSaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  /** Someone saved since the form was loaded: the notice above offers the ways on. */
  | { kind: "conflict" }
  | { kind: "failed"; message: string }
  | { kind: "sessionEnded" };

/** Per field path (`awards.0.title`), its messages in the viewer's language. */
export type TProfileErrors = Record<string, string[]>;

/**
 * The company profile form's state and actions: checked with the server's schema before sending,
 * PATCHed through the API client, and a 409 kept beside what the user typed (`conflict`) until they
 * load the latest or save theirs over it.
 */
export function useAppProviderProfileForm(initial: TAppProviderProfile) {
  const t = useT("developerArea.profile");
  // The schema's messages are full keys (validation.*, developerArea.*), as the server's 422 items.
  const tKey = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<TProfileFormValues>(() => formValuesOf(initial));
  const [removed, setRemoved] = useState<TRemovedAward[]>([]);
  // The last outcome; saving and a failure's words come from the form state.
  const [outcome, setOutcome] = useState<TProfileSaveStatus>({ kind: "idle" });
  const [conflict, setConflict] = useState<TAppProviderProfile | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const unsaved = hasUnsavedChanges(values, removed, saved);
  useUnsavedChangesWarning(unsaved, t("unsavedChanges"));

  useEffect(() => {
    if (!focusTarget) return;
    formRef.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const showFieldErrors = () => setFocusTarget('[aria-invalid="true"], [data-field-error]');

  const form = useApiForm({
    unexpected: "",
    shows: "anyMessage",
    refused: (error) => {
      const current = error instanceof ApiError ? ZAppProviderProfileConflict.safeParse(error.details) : null;
      if (error instanceof ApiError && error.status === 409 && current?.success) {
        setConflict(current.data.current);
        setOutcome({ kind: "conflict" });
        setFocusTarget("[data-profile-conflict]");
        return { message: null };
      }
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.items).length > 0) {
        showFieldErrors();
        return { message: null, items: error.items };
      }
      if (error instanceof ApiError && error.status === 401) {
        setOutcome({ kind: "sessionEnded" });
        return { message: null };
      }
      // The save bar says it failed, with the server's words when there are some.
      return { message: error instanceof ApiError ? error.message : "" };
    },
  });
  const errors: TProfileErrors = form.state.items;
  const status: TProfileSaveStatus = form.state.pending
    ? { kind: "saving" }
    : form.state.message !== null
      ? { kind: "failed", message: form.state.message }
      : outcome;

  const accept = (profile: TAppProviderProfile) => {
    setSaved(profile);
    setValues(formValuesOf(profile));
    setRemoved([]);
    form.clearError();
    setConflict(null);
  };

  const send = async (request: TProfileRequest) => {
    const parsed = ZUpdateAppProviderProfileRequest.safeParse(request, { reportInput: true });
    if (!parsed.success) {
      const issues = Object.entries(issuesByField(parsed.error));
      // The save bar keeps what it said; the fields say what to fix.
      form.check(
        Object.fromEntries(issues.map(([path, list]) => [path, list.map((m) => tKey(m.key, m.values))])),
        form.state.message,
      );
      showFieldErrors();
      return;
    }
    setOutcome({ kind: "idle" });
    const profile = await form.run(async () =>
      ZAppProviderProfile.parse(await apiClient.patch(APP_PROVIDER_PROFILE_API, request)),
    );
    if (!profile) return;
    accept(profile);
    setOutcome({ kind: "saved", at: profile.updatedAt });
  };

  const setAwards = (update: (awards: TAwardDraft[]) => TAwardDraft[]) =>
    setValues((current) => ({ ...current, awards: update(current.awards) }));

  const awards = {
    change: (key: string, patch: Partial<Pick<TAwardDraft, "title" | "description">>) =>
      setAwards((list) => list.map((award) => (award.key === key ? { ...award, ...patch } : award))),
    move: (index: number, by: -1 | 1) => {
      setAwards((list) => {
        const next = [...list];
        const [moved] = next.splice(index, 1);
        if (moved) next.splice(index + by, 0, moved);
        return next;
      });
      form.clearError();
    },
    remove: (index: number) => {
      const award = values.awards[index];
      if (award?.id !== undefined) {
        const { id, title, description } = award;
        setRemoved((list) => [...list, { id, title, description }]);
      }
      setAwards((list) => list.filter((_, i) => i !== index));
      form.clearError();
      setFocusTarget("[data-add-award]");
    },
    restore: (id: number) => {
      const award = removed.find((r) => r.id === id);
      if (!award) return;
      setRemoved((list) => list.filter((r) => r.id !== id));
      setAwards((list) => [...list, { key: `award-${id}`, ...award }]);
    },
    add: () => {
      setAwards((list) => [...list, { key: newAwardKey(), title: "", description: "" }]);
      setFocusTarget(`[name="awards.${values.awards.length}.title"]`);
    },
  };

  return {
    formRef,
    values,
    removed,
    errors,
    status,
    conflict,
    unsaved,
    saving: status.kind === "saving",
    change: (field: Exclude<TProfileField, "awards">) => (value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    awards,
    submit: () => send(saveRequestOf(values, removed, saved.updatedAt)),
    saveMine: () => (conflict ? send(overwriteRequestOf(values, conflict)) : Promise.resolve()),
    loadLatest: () => {
      if (!conflict) return;
      accept(conflict);
      setOutcome({ kind: "idle" });
    },
  };
}
