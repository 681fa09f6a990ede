"use client";

import { APP_POLICY_MODES, type TAppPolicyMode, type TAppPolicyRule } from "@store/domain/enums";
import type { TAppSummary } from "@store/domain/schemas/app";
import type { TAppPolicy, TAppPolicyChanged } from "@store/domain/schemas/app-policy";
import type { TPagination } from "@store/domain/schemas/common";
import { useId, useState } from "react";
import { apiClient } from "@/client/api-client";
import { useToast } from "@/client/toast-host";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import { FormAlert } from "@/ui/form-field";

const API = "/api/tenant_admin/app_policy";
const SEARCH_LIMIT = 8;
const smallButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line bg-white px-3 py-2 text-sm font-bold text-ink hover:bg-canvas focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50";

type TSetPolicy = (policy: TAppPolicy) => void;

/**
 * Issue 27 item 6 on /tenant_admin: which apps the tenant's members may ask the admins for (any,
 * the allow list, none), the allowed and blocked apps, and a search to add one. The policy limits
 * members' requests only; admins still install any app, which the section says.
 */
export function AppPolicySection({ initial }: { initial: TAppPolicy }) {
  const t = useT("appPolicy.section");
  const [policy, setPolicy] = useState(initial);
  return (
    <section aria-labelledby="app-policy-heading" className="mt-8" data-app-policy={policy.mode}>
      <h2 id="app-policy-heading" className="text-lg font-bold">
        {t("heading")}
      </h2>
      <p className="mt-2 text-sm">{t("intro")}</p>
      <ModeForm mode={policy.mode} onSaved={setPolicy} />
      <RuleList policy={policy} onChanged={setPolicy} />
      <AddAppForm policy={policy} onChanged={setPolicy} />
    </section>
  );
}

function ModeForm({ mode, onSaved }: { mode: TAppPolicyMode; onSaved: TSetPolicy }) {
  const t = useT("appPolicy.section");
  const { showToast } = useToast();
  const [chosen, setChosen] = useState(mode);
  const { state, run } = useApiForm({ unexpected: t("failed") });
  const name = useId();
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = await run(() => apiClient.put<TAppPolicyChanged>(API, { mode: chosen }));
    if (!saved) return;
    onSaved(saved);
    showToast(saved.changed ? t("modeSaved") : t("unchanged"));
  };
  return (
    <form onSubmit={save} className="mt-4 rounded-xl border border-line bg-white p-4 sm:p-5" data-app-policy-mode="">
      <fieldset>
        <legend className="font-bold">{t("modeLegend")}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {APP_POLICY_MODES.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-canvas"
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={chosen === value}
                onChange={() => setChosen(value)}
                className="mt-1 size-5 shrink-0 accent-brand-700"
                aria-describedby={`${name}-${value}-hint`}
              />
              <span>
                <span className="block font-bold">{t(`modes.${value}.label`)}</span>
                <span id={`${name}-${value}-hint`} className="block text-sm text-ink-muted">
                  {t(`modes.${value}.hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert message={state.message} data-app-policy-error="" />
      <button type="submit" className={`${primaryButton} mt-3`} disabled={state.pending}>
        {state.pending ? <Spinner /> : null}
        {t("saveMode")}
      </button>
    </form>
  );
}

function RuleList({ policy, onChanged }: { policy: TAppPolicy; onChanged: TSetPolicy }) {
  const t = useT("appPolicy.section");
  const { showToast } = useToast();
  const { state, run } = useApiForm({ unexpected: t("failed") });
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (app: { code: string; name: string }) => {
    setRemoving(app.code);
    const saved = await run(() => apiClient.delete<TAppPolicyChanged>(`${API}/apps/${encodeURIComponent(app.code)}`));
    setRemoving(null);
    if (!saved) return;
    onChanged(saved);
    showToast(t("removed", { name: app.name }));
  };
  return (
    <div className="mt-6">
      <h3 className="font-bold">{t("rulesHeading")}</h3>
      <FormAlert message={state.message} data-app-policy-error="" />
      {policy.rules.length === 0 ? (
        <p className="mt-2 rounded-xl bg-canvas px-5 py-4 text-sm" data-app-policy-rules-empty="">
          {t("rulesEmpty")}
        </p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
          {policy.rules.map((rule) => (
            <li
              key={rule.code}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              data-app-policy-rule={rule.code}
              data-rule={rule.rule}
            >
              <span className="min-w-0 break-words">
                <span className="font-bold">{rule.name}</span> <RuleBadge rule={rule.rule} />
              </span>
              <button
                type="button"
                className={smallButton}
                aria-label={t("removeLabel", { name: rule.name })}
                disabled={removing !== null}
                onClick={() => remove(rule)}
              >
                {t("remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RuleBadge({ rule }: { rule: TAppPolicyRule }) {
  const t = useT("appPolicy.section");
  const look = rule === "blocked" ? "bg-red-50 text-danger" : "bg-green-50 text-ink";
  return (
    <span className={`ml-1 inline-block rounded px-2 py-0.5 text-xs font-bold ${look}`}>
      {t(rule === "blocked" ? "blockedBadge" : "allowedBadge")}
    </span>
  );
}

function AddAppForm({ policy, onChanged }: { policy: TAppPolicy; onChanged: TSetPolicy }) {
  const t = useT("appPolicy.section");
  const { showToast } = useToast();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<{ query: string; apps: TAppSummary[] } | null>(null);
  const search = useApiForm({ unexpected: t("searchFailed") });
  const save = useApiForm({ unexpected: t("failed") });
  const inputId = useId();
  const find = async (event: React.FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q === "") return;
    const page = await search.run(() =>
      apiClient.get<{ pagination: TPagination; data: TAppSummary[] }>(
        `/api/apps?${new URLSearchParams({ q, perPage: String(SEARCH_LIMIT) })}`,
      ),
    );
    if (page) setResults({ query: q, apps: page.data.filter((app) => app.status === "published") });
  };
  const setRule = async (app: TAppSummary, rule: TAppPolicyRule) => {
    const saved = await save.run(() =>
      apiClient.put<TAppPolicyChanged>(`${API}/apps/${encodeURIComponent(app.code)}`, { rule }),
    );
    if (!saved) return;
    onChanged(saved);
    showToast(t(rule === "blocked" ? "blocked" : "allowed", { name: app.name }));
  };
  const ruleOf = new Map(policy.rules.map((rule) => [rule.code, rule.rule]));
  return (
    <div className="mt-6" data-app-policy-add="">
      <h3 className="font-bold">{t("addHeading")}</h3>
      <form onSubmit={find} className="mt-2 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-bold">
            {t("searchLabel")}
          </label>
          <input
            id={inputId}
            type="search"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-line px-3 py-2"
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={search.state.pending}>
          {t("search")}
        </button>
      </form>
      <FormAlert message={search.state.message ?? save.state.message} data-app-policy-error="" />
      {results ? (
        <SearchResults results={results} ruleOf={ruleOf} pending={save.state.pending} onRule={setRule} />
      ) : null}
    </div>
  );
}

function SearchResults({
  results,
  ruleOf,
  pending,
  onRule,
}: {
  results: { query: string; apps: TAppSummary[] };
  ruleOf: ReadonlyMap<string, TAppPolicyRule>;
  pending: boolean;
  onRule: (app: TAppSummary, rule: TAppPolicyRule) => void;
}) {
  const t = useT("appPolicy.section");
  if (results.apps.length === 0) {
    return (
      <p role="status" className="mt-2 text-sm" data-app-policy-no-results="">
        {t("noResults", { query: results.query })}
      </p>
    );
  }
  return (
    <ul aria-label={t("results")} className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line">
      {results.apps.map((app) => {
        const rule = ruleOf.get(app.code);
        return (
          <li
            key={app.code}
            className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
            data-app-policy-result={app.code}
          >
            <span className="min-w-0 break-words">
              <span className="font-bold">{app.name}</span> <span className="text-sm text-ink-muted">{app.code}</span>
              {rule ? <RuleBadge rule={rule} /> : null}
            </span>
            <span className="flex gap-2">
              <button
                type="button"
                className={smallButton}
                aria-label={t("allowLabel", { name: app.name })}
                disabled={pending || rule === "allowed"}
                onClick={() => onRule(app, "allowed")}
              >
                {t("allow")}
              </button>
              <button
                type="button"
                className={smallButton}
                aria-label={t("blockLabel", { name: app.name })}
                disabled={pending || rule === "blocked"}
                onClick={() => onRule(app, "blocked")}
              >
                {t("block")}
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
