"use client";

import { APP_PROVIDER_LIMITS } from "@store/domain/schemas/app-provider-profile";
import { useT } from "@/i18n/use-t";
import type { TAwardDraft, TRemovedAward } from "./profile-form-state";
import { ProfileTextField } from "./profile-text-field";

const smallButton =
  "min-h-10 rounded-lg border border-line bg-white px-3 text-sm font-bold hover:bg-canvas disabled:opacity-40";

type TProps = {
  awards: TAwardDraft[];
  removed: TRemovedAward[];
  errorsOf: (field: string) => string[];
  onChange: (key: string, change: Partial<Pick<TAwardDraft, "title" | "description">>) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  onRestore: (id: number) => void;
  onAdd: () => void;
};

/**
 * SPEC §3 awards as a nested list: add, edit, reorder and remove. A saved award that is removed
 * stays listed under 'removed on save' until then, and can be put back.
 */
export function AwardListEditor(props: TProps) {
  const t = useT("developerArea.profile");
  const { awards, removed } = props;
  const full = awards.length >= APP_PROVIDER_LIMITS.awards;
  const listErrors = props.errorsOf("awards");
  return (
    <fieldset className="flex flex-col gap-4" aria-describedby="awards-lead">
      <legend className="text-lg font-bold">{t("awards.heading")}</legend>
      <p id="awards-lead" className="text-sm text-ink-muted">
        {t("awards.lead", { max: APP_PROVIDER_LIMITS.awards })}
      </p>
      {listErrors.length > 0 ? (
        <p className="text-sm font-bold text-danger" data-field-error="awards">
          {listErrors.join(" ")}
        </p>
      ) : null}
      {awards.length === 0 ? <p className="text-ink-muted">{t("awards.empty")}</p> : null}
      <ol className="flex flex-col gap-4">
        {awards.map((award, index) => {
          const number = index + 1;
          return (
            <li key={award.key} data-award={award.id ?? "new"}>
              <fieldset className="rounded-xl border border-line bg-canvas p-4">
                <legend className="px-1 font-bold">{t("awards.item", { number })}</legend>
                <div className="flex flex-col gap-4">
                  {props.errorsOf(`awards.${index}.id`).map((message) => (
                    <p key={message} className="text-sm font-bold text-danger">
                      {message}
                    </p>
                  ))}
                  <ProfileTextField
                    name={`awards.${index}.title`}
                    label={t("fields.awardTitle")}
                    required
                    value={award.title}
                    errors={props.errorsOf(`awards.${index}.title`)}
                    hint={t("limitNote", { max: APP_PROVIDER_LIMITS.awardTitle })}
                    onChange={(title) => props.onChange(award.key, { title })}
                  />
                  <ProfileTextField
                    name={`awards.${index}.description`}
                    label={t("fields.awardDescription")}
                    value={award.description}
                    errors={props.errorsOf(`awards.${index}.description`)}
                    multiline={{ max: APP_PROVIDER_LIMITS.awardDescription, rows: 3 }}
                    onChange={(description) => props.onChange(award.key, { description })}
                  />
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === 0}
                      onClick={() => props.onMove(index, -1)}
                    >
                      {t("awards.moveUp", { number })}
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === awards.length - 1}
                      onClick={() => props.onMove(index, 1)}
                    >
                      {t("awards.moveDown", { number })}
                    </button>
                    <button
                      type="button"
                      className={`${smallButton} text-danger sm:ml-auto`}
                      onClick={() => props.onRemove(index)}
                    >
                      {t("awards.remove", { number })}
                    </button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={smallButton} disabled={full} onClick={props.onAdd} data-add-award="">
          {t("awards.add")}
        </button>
        {full ? (
          <p className="text-sm text-ink-muted">{t("awards.limitReached", { max: APP_PROVIDER_LIMITS.awards })}</p>
        ) : null}
      </div>
      {removed.length > 0 ? (
        <div className="rounded-xl border border-dashed border-danger p-4" data-removed-awards="">
          <h3 className="text-sm font-bold">{t("awards.removedHeading")}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {removed.map((award) => (
              <li key={award.id} className="flex flex-wrap items-center gap-3 text-sm">
                <span className="line-through">{award.title || t("awards.untitled")}</span>
                <button type="button" className={smallButton} onClick={() => props.onRestore(award.id)}>
                  {t("awards.restore", { title: award.title || t("awards.untitled") })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
