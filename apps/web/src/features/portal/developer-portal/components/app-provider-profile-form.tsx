"use client";

import { APP_PROVIDER_LIMITS, type TAppProviderProfile } from "@store/domain/schemas/app-provider-profile";
import { useT } from "@/i18n/use-t";
import { AwardListEditor } from "./award-list-editor";
import { ProfileConflictNotice } from "./profile-conflict-notice";
import { differingFields, formValuesOf, PROFILE_FIELDS, type TProfileField } from "./profile-form-state";
import { ProfileSaveBar } from "./profile-save-bar";
import { ProfileTextField } from "./profile-text-field";
import { type TProfileErrors, useAppProviderProfileForm } from "./use-app-provider-profile-form";

/** Messages the form cannot show next to a field of its own (e.g. of an award no longer shown). */
function unplacedErrors(errors: TProfileErrors, shownAwards: number): string[] {
  return Object.entries(errors)
    .filter(([path]) => {
      if ((PROFILE_FIELDS as readonly string[]).includes(path)) return false;
      const award = /^awards\.(\d+)\./.exec(path);
      return !(award && Number(award[1]) < shownAwards);
    })
    .flatMap(([, messages]) => messages);
}

/**
 * /developers/app_provider/edit: SPEC §3 App provider through GET/PATCH
 * /api/developers/app_providers/me, checked with the same schema as the server. Errors stay next
 * to their fields and nothing typed is lost: not on a refusal, not on a 409 (someone saved
 * meanwhile), where the user loads the latest or saves theirs over it.
 */
export function AppProviderProfileForm({ initial }: { initial: TAppProviderProfile }) {
  const t = useT("developerArea.profile");
  const form = useAppProviderProfileForm(initial);
  const { values, errors, conflict } = form;
  const errorsOf = (path: string) => errors[path] ?? [];
  const fieldLabel = (field: TProfileField) => (field === "awards" ? t("awards.heading") : t(`fields.${field}`));
  const field = (name: Exclude<TProfileField, "awards">) => ({
    name,
    label: fieldLabel(name),
    value: values[name],
    errors: errorsOf(name),
    onChange: form.change(name),
  });
  const errorCount = Object.values(errors).flat().length;
  const unplaced = unplacedErrors(errors, values.awards.length);

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-busy={form.saving}
      className="flex max-w-3xl flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.saving) void form.submit();
      }}
    >
      {conflict ? (
        <ProfileConflictNotice
          theirsUpdatedAt={conflict.updatedAt}
          differing={differingFields(values, formValuesOf(conflict)).map(fieldLabel)}
          busy={form.saving}
          onLoadLatest={form.loadLatest}
          onSaveMine={() => void form.saveMine()}
        />
      ) : null}
      {errorCount > 0 ? (
        <div role="alert" className="rounded-xl border border-danger bg-red-50 p-4 text-sm" data-error-summary="">
          <p className="font-bold text-danger">{t("errors.summary", { count: errorCount })}</p>
          {unplaced.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {unplaced.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-5">
        <ProfileTextField
          {...field("name")}
          required
          hint={t("limitNote", { max: APP_PROVIDER_LIMITS.name })}
          autoComplete="organization"
        />
        <ProfileTextField {...field("description")} multiline={{ max: APP_PROVIDER_LIMITS.description, rows: 6 }} />
        <ProfileTextField
          {...field("address")}
          hint={t("limitNote", { max: APP_PROVIDER_LIMITS.address })}
          autoComplete="street-address"
        />
        <ProfileTextField {...field("url")} type="url" hint={t("hints.url")} autoComplete="url" />
        <ProfileTextField {...field("email")} type="email" required hint={t("hints.email")} autoComplete="email" />
      </div>
      <AwardListEditor
        awards={values.awards}
        removed={form.removed}
        errorsOf={errorsOf}
        onChange={form.awards.change}
        onMove={form.awards.move}
        onRemove={form.awards.remove}
        onRestore={form.awards.restore}
        onAdd={form.awards.add}
      />
      <ProfileSaveBar status={form.status} unsaved={form.unsaved} />
    </form>
  );
}
