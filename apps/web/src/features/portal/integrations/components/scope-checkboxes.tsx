"use client";

import { groupScopeViews, type TScopeView } from "@store/domain/integration";
import { useId } from "react";
import { useT } from "@/i18n/use-t";

/**
 * The scopes offered with those already `chosen` that they lack (the catalogue no longer names
 * them, or no longer allows them here) added as they are, so the provider sees and can drop them.
 */
export function withChosenScopes(offered: readonly TScopeView[], chosen: readonly string[]): TScopeView[] {
  const known = new Set(offered.map((scope) => scope.name));
  return [
    ...offered,
    ...chosen
      .filter((name) => !known.has(name))
      .map((name) => ({
        name,
        access: name.endsWith(":write") ? ("write" as const) : ("read" as const),
        label: name,
        description: "",
      })),
  ];
}

/**
 * The parent service's scopes as checkboxes, grouped 'what it may read' and 'what it may change',
 * each with its label and one-line description. `name` groups them in a form (focus on a refusal).
 */
export function ScopeCheckboxes(props: {
  name: string;
  legend: string;
  scopes: readonly TScopeView[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  disabled?: boolean;
  errors?: readonly string[];
  /** The id of the control, for links to it (the draft editor's issue list). */
  id?: string;
}) {
  const t = useT("developerIntegrations");
  const ownId = useId();
  const id = props.id ?? ownId;
  const groups = groupScopeViews(props.scopes);
  const chosen = new Set(props.selected);
  const toggle = (scope: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(scope);
    else next.delete(scope);
    props.onChange(props.scopes.map((view) => view.name).filter((name) => next.has(name)));
  };
  const errors = props.errors ?? [];
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="flex flex-col gap-3"
      aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
      aria-invalid={errors.length > 0 ? true : undefined}
      data-scope-checkboxes={props.name}
    >
      <legend className="text-sm font-bold">{props.legend}</legend>
      {props.scopes.length === 0 ? <p className="text-sm text-ink-muted">{t("scopes.none")}</p> : null}
      {(["read", "write"] as const).map((access) =>
        groups[access].length > 0 ? (
          <div key={access} className="flex flex-col gap-1">
            <p className="text-sm font-bold text-ink-muted">{t(`scopes.${access}`)}</p>
            <ul className="flex flex-col gap-1">
              {groups[access].map((scope) => (
                <li key={scope.name}>
                  <label className="flex min-h-11 items-start gap-2 rounded-lg p-1 hover:bg-canvas">
                    <input
                      type="checkbox"
                      name={props.name}
                      value={scope.name}
                      className="mt-1 size-5 shrink-0"
                      checked={chosen.has(scope.name)}
                      disabled={props.disabled}
                      onChange={(event) => toggle(scope.name, event.target.checked)}
                    />
                    <span className="flex flex-col">
                      <span className="text-sm font-bold">
                        {scope.label} <code className="font-mono text-xs font-normal text-ink-muted">{scope.name}</code>
                      </span>
                      {scope.description ? <span className="text-xs text-ink-muted">{scope.description}</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      {errors.length > 0 ? (
        <div id={`${id}-errors`} className="text-sm font-bold text-danger" data-field-error={props.name}>
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
