"use client";

import { registrationKind, type TScopeView } from "@store/domain/integration";
import type { TContentIntegration } from "@store/domain/schemas/app-content";
import { Link } from "@/ui/store-link";
import { ScopeCheckboxes, type TIntegrationChoices } from "@/features/portal/integrations";
import { useT } from "@/i18n/use-t";
import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import { fieldId, useEditor } from "../editor-context";
import { SelectField, TextField } from "./editor-fields";
import { EditorSection } from "./editor-section";

/** The offered scopes: those `allowed` in the catalogue's order, then chosen ones no longer offered (to untick). */
function offeredScopes(catalogue: TScopeView[], allowed: ReadonlySet<string>, chosen: readonly string[]): TScopeView[] {
  const offered = catalogue.filter((scope) => allowed.has(scope.name));
  const extra = chosen
    .filter((name) => !offered.some((scope) => scope.name === name))
    .map(
      (name): TScopeView =>
        catalogue.find((scope) => scope.name === name) ?? {
          name,
          access: name.endsWith(":write") ? "write" : "read",
          label: name,
          description: "",
        },
    );
  return [...offered, ...extra];
}

/**
 * 連携設定 (issue 27): what installing the app needs at the parent service, saved in
 * `content.integration`. A connect or adapt app names one of the provider's OAuth clients and the
 * scopes it asks, within the client's registered scopes and the type's allowed ones; an install or
 * labs app one of the provider's add-ons and its scopes, likewise; SSO and data sync their addresses.
 */
export function IntegrationSection({ choices }: { choices: TIntegrationChoices }) {
  const t = useT("developerIntegrations.editor");
  const tEditor = useT("draftEditor");
  const { content, set, issuesOf, readOnly } = useEditor();
  const integration = content.integration;
  const change = (patch: Partial<TContentIntegration>) => set("integration", { ...integration, ...patch });
  const kind = registrationKind(content.integrationType);
  const typeAllowed = new Set(choices.catalogue?.integrationTypes[content.integrationType] ?? []);
  const client = choices.clients.find((candidate) => candidate.clientId === integration.oauthClientId) ?? null;
  const addon = choices.addons.find((candidate) => candidate.addonKey === integration.addonKey) ?? null;
  const registration = kind === "oauthClient" ? client : addon;
  const allowed = new Set(registration ? registration.scopes.filter((scope) => typeAllowed.has(scope)) : []);
  const scopes = offeredScopes(choices.catalogue?.scopes ?? [], allowed, integration.scopes);
  /** The chosen registration's scopes only: what it was not registered for cannot be asked. */
  const keptScopes = (registered: readonly string[] | undefined) =>
    registered ? integration.scopes.filter((scope) => registered.includes(scope)) : integration.scopes;
  const chooseClient = (clientId: string) => {
    const chosen = choices.clients.find((candidate) => candidate.clientId === clientId);
    change({ oauthClientId: clientId || null, scopes: keptScopes(chosen?.scopes) });
  };
  const chooseAddon = (addonKey: string) => {
    const chosen = choices.addons.find((candidate) => candidate.addonKey === addonKey);
    change({ addonKey: addonKey || null, scopes: keptScopes(chosen?.scopes) });
  };
  const registered = kind === "addon" ? choices.addons : choices.clients;
  const manageLabel =
    registered.length === 0
      ? t(kind === "addon" ? "registerAddonFirst" : "registerFirst")
      : t(kind === "addon" ? "manageAddons" : "manageClients");
  const manageLink = (
    <p className="text-sm">
      <Link href={DEVELOPER_PATHS.integrations} prefetch={false} className="font-bold text-brand-700 underline">
        {manageLabel}
      </Link>
    </p>
  );
  return (
    <EditorSection id="integration" title={tEditor("sections.integration")}>
      {choices.catalogue === null ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-danger">
          {t("catalogueUnavailable")}
        </p>
      ) : null}
      {kind === "none" ? <p className="text-sm text-ink-muted">{t("noRegistration")}</p> : null}
      {kind === "oauthClient" ? (
        <>
          <SelectField
            path="integration.oauthClientId"
            label={t("oauthClient")}
            value={integration.oauthClientId ?? ""}
            options={[
              { value: "", label: t("noClient") },
              ...choices.clients.map((option) => ({
                value: option.clientId,
                label: `${option.name} (${option.clientId})`,
              })),
            ]}
            onChange={chooseClient}
          />
          {manageLink}
        </>
      ) : null}
      {kind === "addon" ? (
        <>
          <SelectField
            path="integration.addonKey"
            label={t("addon")}
            value={integration.addonKey ?? ""}
            options={[
              { value: "", label: t("noAddon") },
              ...choices.addons.map((option) => ({
                value: option.addonKey,
                label: `${option.name} (${option.addonUrl})`,
              })),
            ]}
            onChange={chooseAddon}
          />
          {manageLink}
        </>
      ) : null}
      {kind !== "none" ? (
        <ScopeCheckboxes
          id={fieldId("integration.scopes")}
          name="integration.scopes"
          legend={registration ? t("scopes") : kind === "addon" ? t("scopesChooseAddon") : t("scopesChooseClient")}
          scopes={scopes}
          selected={integration.scopes}
          disabled={readOnly}
          errors={issuesOf("integration.scopes")}
          onChange={(next) => change({ scopes: next })}
        />
      ) : null}
      {content.ssoSupported ? (
        <>
          <TextField
            path="integration.ssoMetadataUrl"
            label={t("ssoMetadataUrl")}
            type="url"
            value={integration.ssoMetadataUrl}
            onChange={(ssoMetadataUrl) => change({ ssoMetadataUrl: ssoMetadataUrl || null })}
          />
          <TextField
            path="integration.acsUrl"
            label={t("acsUrl")}
            type="url"
            value={integration.acsUrl}
            onChange={(acsUrl) => change({ acsUrl: acsUrl || null })}
          />
        </>
      ) : null}
      <TextField
        path="integration.dataSyncUrl"
        label={t("dataSyncUrl")}
        type="url"
        hint={t("dataSyncUrlHint")}
        value={integration.dataSyncUrl}
        onChange={(dataSyncUrl) => change({ dataSyncUrl: dataSyncUrl || null })}
      />
    </EditorSection>
  );
}
