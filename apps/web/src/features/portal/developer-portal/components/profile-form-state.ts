// The company profile form's state as pure functions: what the form holds, the request it sends
// (SPEC §7 id + _destroy), whether anything changed, and the 'save mine over theirs' request after
// a 409. No React here, so each rule has its test.
import type { TAppProviderProfile, TAppProviderProfileInput } from "@store/domain/schemas/app-provider-profile";

export type TAwardDraft = { key: string; id?: number; title: string; description: string };
export type TRemovedAward = { id: number; title: string; description: string };

export type TProfileFormValues = {
  name: string;
  description: string;
  address: string;
  url: string;
  email: string;
  awards: TAwardDraft[];
};

export type TProfileRequest = TAppProviderProfileInput & { updatedAt: string };

export const PROFILE_FIELDS = ["name", "description", "address", "url", "email", "awards"] as const;
export type TProfileField = (typeof PROFILE_FIELDS)[number];

let nextKey = 0;
/** A key for a new award, stable while the form lives. */
export function newAwardKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function formValuesOf(profile: TAppProviderProfile): TProfileFormValues {
  return {
    name: profile.name,
    description: profile.description,
    address: profile.address,
    url: profile.url ?? "",
    email: profile.email,
    awards: profile.awards.map((award) => ({ key: `award-${award.id}`, ...award })),
  };
}

function awardOf(draft: TAwardDraft) {
  return {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    title: draft.title,
    description: draft.description,
  };
}

/**
 * The PATCH body: the awards in the order shown (with their ids, or none for new ones), then the
 * removed ones with `_destroy`, and the version the form was loaded with.
 */
export function saveRequestOf(
  values: TProfileFormValues,
  removed: TRemovedAward[],
  updatedAt: string,
): TProfileRequest {
  return {
    name: values.name,
    description: values.description,
    address: values.address,
    url: values.url,
    email: values.email,
    awards: [...values.awards.map(awardOf), ...removed.map((award) => ({ ...award, _destroy: true }))],
    updatedAt,
  };
}

/**
 * After a 409, 'save mine over it': the profile becomes what the form shows. Awards someone else
 * deleted meanwhile are created again, awards someone else added are deleted, against the version
 * the 409 named.
 */
export function overwriteRequestOf(values: TProfileFormValues, current: TAppProviderProfile): TProfileRequest {
  const currentIds = new Set(current.awards.map((award) => award.id));
  const shownIds = new Set(values.awards.flatMap((award) => (award.id === undefined ? [] : [award.id])));
  return {
    ...saveRequestOf(
      {
        ...values,
        awards: values.awards.map((award) =>
          award.id !== undefined && !currentIds.has(award.id) ? { ...award, id: undefined } : award,
        ),
      },
      current.awards.filter((award) => !shownIds.has(award.id)),
      current.updatedAt,
    ),
  };
}

function comparable(values: TProfileFormValues) {
  return {
    ...values,
    url: values.url.trim(),
    awards: values.awards.map(({ key: _, ...award }) => award),
  };
}

/** The fields whose content differs between two versions of the form (for the 409 notice). */
export function differingFields(mine: TProfileFormValues, theirs: TProfileFormValues): TProfileField[] {
  const a = comparable(mine);
  const b = comparable(theirs);
  return PROFILE_FIELDS.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));
}

/** Whether the form holds anything the saved profile does not (leaving would lose it). */
export function hasUnsavedChanges(values: TProfileFormValues, removed: TRemovedAward[], saved: TAppProviderProfile) {
  return removed.length > 0 || differingFields(values, formValuesOf(saved)).length > 0;
}
