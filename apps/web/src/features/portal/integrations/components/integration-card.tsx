"use client";

import type { TScopeView } from "@store/domain/integration";
import { useFormatter } from "next-intl";
import { type ReactNode, useId } from "react";
import { secondaryButton } from "@/ui/buttons";
import { useT } from "@/i18n/use-t";

// The card an OAuth client and an add-on share on the integrations page: name and state at the
// parent service, a list of details, and the actions (or why there are none).

const BADGE: Record<string, string> = {
  active: "bg-green-100 text-green-900",
  disabled: "bg-amber-100 text-amber-900",
  missing: "bg-red-100 text-red-900",
  unmanaged: "bg-canvas text-ink",
};

export type TCardAction = { key: string; label: string; onClick: () => void; disabled?: boolean };

/** `2025年4月1日 10:00`, as the viewer writes dates. */
export function useWhen(): (iso: string) => string {
  const format = useFormatter();
  return (iso) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
}

/** One detail: its label and value (`data` marks the value for the tests). */
export function CardRow(props: { label: string; children: ReactNode; data?: Record<`data-${string}`, string> }) {
  return (
    <>
      <dt className="font-bold">{props.label}</dt>
      <dd {...props.data}>{props.children}</dd>
    </>
  );
}

/** When the state was last read at the parent service. */
export function CheckedAtRow({ at }: { at: string | null }) {
  const t = useT("developerIntegrations");
  const when = useWhen();
  return <CardRow label={t("card.checkedAt")}>{at ? when(at) : t("card.neverChecked")}</CardRow>;
}

/** The registered scopes by their labels in the viewer's language. */
export function ScopesRow({ names, scopes }: { names: readonly string[]; scopes: readonly TScopeView[] }) {
  const t = useT("developerIntegrations");
  const labelOf = (name: string) => scopes.find((scope) => scope.name === name)?.label ?? name;
  return (
    <CardRow label={t("card.scopes")}>{names.length > 0 ? names.map(labelOf).join("、") : t("card.noScopes")}</CardRow>
  );
}

/** The apps and open drafts that use it, by name. */
export function UsedByRow({ usedBy, data }: { usedBy: readonly { name: string }[]; data: `data-${string}` }) {
  const t = useT("developerIntegrations");
  return (
    <CardRow label={t("card.usedBy")} data={{ [data]: "" }}>
      {usedBy.length > 0
        ? t("card.usedByNames", { names: usedBy.map((use) => `「${use.name}」`).join("") })
        : t("card.unused")}
    </CardRow>
  );
}

/**
 * The card: `marker` names it for the tests, `state` is null for one the store did not register
 * (then `unmanagedNote` says why there are no actions). 'Check now' comes first, then `actions`;
 * `busy` is the page's running action (`check-{key}` for this card's check). The actions name the
 * card for a screen reader.
 */
export function IntegrationCard(props: {
  name: string;
  state: string | null;
  marker: Record<`data-${string}`, string>;
  stateMarker: `data-${string}`;
  checkKey: string;
  busy: string | null;
  onCheck: () => void;
  actions: readonly TCardAction[];
  unmanagedNote: string;
  children: ReactNode;
}) {
  const t = useT("developerIntegrations");
  const id = useId();
  const state = props.state ?? "unmanaged";
  const check: TCardAction = {
    key: "check",
    label: props.busy === props.checkKey ? t("card.checking") : t("card.check"),
    disabled: props.busy !== null,
    onClick: props.onCheck,
  };
  return (
    <li className="rounded-2xl border border-line bg-white p-4 sm:p-6" aria-labelledby={`${id}-name`} {...props.marker}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-name`} className="break-all text-lg font-bold">
          {props.name}
        </h3>
        <span className={`rounded px-2 py-0.5 text-xs font-bold ${BADGE[state]}`} {...{ [props.stateMarker]: state }}>
          {t(`states.${state}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">{props.children}</dl>
      {props.state !== null ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {[check, ...props.actions].map((action) => (
            <button
              key={action.key}
              type="button"
              className={secondaryButton}
              disabled={action.disabled}
              aria-describedby={`${id}-name`}
              onClick={action.onClick}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{props.unmanagedNote}</p>
      )}
    </li>
  );
}
