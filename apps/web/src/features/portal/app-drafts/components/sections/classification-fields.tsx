"use client";

import { APP_CONTENT_LIMITS as L } from "@store/domain/schemas/app-content";
import { useT } from "@/i18n/use-t";
import type { TContentChoices } from "../../content-choices";
import { fieldId, useEditor } from "../editor-context";

type TOption = { id: number; name: string };

function ChoiceGroup(props: {
  path: "categoryIds" | "tagIds";
  legend: string;
  groups: { name?: string; options: TOption[] }[];
  max: number;
}) {
  const t = useT("draftEditor");
  const { content, set, readOnly, issuesOf } = useEditor();
  const selected = content[props.path];
  const full = selected.length >= props.max;
  const issues = issuesOf(props.path);
  const toggle = (id: number, on: boolean) =>
    set(props.path, on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <fieldset
      id={fieldId(props.path)}
      tabIndex={-1}
      className="flex flex-col gap-2"
      aria-describedby={`${fieldId(props.path)}-note`}
      data-field={props.path}
    >
      <legend className="text-sm font-bold">{props.legend}</legend>
      <p id={`${fieldId(props.path)}-note`} className="text-xs text-ink-muted">
        {t("choiceLimit", { max: props.max, count: selected.length })}
      </p>
      {issues.length > 0 ? <p className="text-sm font-bold text-danger">{issues.join(" ")}</p> : null}
      {props.groups.map((group) => (
        <div key={group.name ?? "all"} className="flex flex-col gap-1">
          {group.name ? <p className="text-sm text-ink-muted">{group.name}</p> : null}
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {group.options.map((option) => {
              const checked = selected.includes(option.id);
              const id = `${fieldId(props.path)}-${option.id}`;
              return (
                <li key={option.id} className="flex min-h-10 items-center gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    className="size-5"
                    checked={checked}
                    disabled={readOnly || (full && !checked)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  <label htmlFor={id} className="text-sm">
                    {option.name}
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}

/** Categories (max 3, grouped by their top level) and tags (max 10) of the header. */
export function ClassificationFields({ choices }: { choices: TContentChoices }) {
  const t = useT("appContent");
  return (
    <>
      <ChoiceGroup
        path="categoryIds"
        legend={t("fields.categoryIds")}
        max={L.categories}
        groups={choices.categories.map((top) => ({
          name: top.name,
          options: [{ id: top.id, name: top.name }, ...top.children],
        }))}
      />
      <ChoiceGroup path="tagIds" legend={t("fields.tagIds")} max={L.tags} groups={[{ options: choices.tags }]} />
    </>
  );
}
