"use client";

import type { TActionApp, TAppAction } from "@store/domain/action-button";
import type { TTenantAccess } from "@store/domain/tenant-access";
import { useRouter } from "next/navigation";
import { useEffect, useId } from "react";
import { useDialog } from "@/client/dialog-host";
import { takeConnectionCompleted } from "@/client/storage/connection-completed";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import { primaryClass, secondaryClass, stateClass } from "./action-classes";
import { pressEffect, type TActionEffect, type TBlockedAdminScreen, tenantAccessEffect } from "./action-dialogs";
import { ActionMenu } from "./action-menu";
import { InertAction, type TInertAction } from "./inert-action";
import type { TInquiryActions } from "./inquiry-actions";

export type TAppActionAreaProps = {
  app: TActionApp & {
    code: string;
    name: string;
    termsUrl: string | null;
    uninstallable: boolean;
    /** An install or uninstall for the viewer's tenant awaits the parent service's confirmation. */
    installationInProgress: boolean;
    /** Every app of the shared provider account, this one included (SPEC §3 commonOauthClientApps). */
    commonOauthClientApps: { name: string }[];
  };
  /**
   * The action the rules decide for this app and viewer (decideAppAction), decided on the server:
   * the rules stay out of the page's first-load script.
   */
  action: TAppAction;
  /** The screen of the viewer's tenant when the parent service blocks it (blockedAdminScreen): admin-only actions show it. */
  blockedAdmin?: TBlockedAdminScreen | null;
  inquiries: TInquiryActions;
  /** The app offers a document, which the document-request dialog sends. */
  hasDocument: boolean;
  /** A preview (SPEC §2): every action is shown but inert. */
  preview?: boolean;
};

/**
 * The action area of an app page (SPEC §4 'App action button', §6 roles): the integration action
 * the rules decide for this viewer, the provider's inquiry links, and the document request. An
 * action the viewer may not take yet opens the shell's sign-in or permission dialog instead.
 */
export type TActionTenantAccess = { access: TTenantAccess; subdomain: string | null };

export function AppActionArea(props: TAppActionAreaProps) {
  const { app, action, blockedAdmin = null, inquiries, hasDocument, preview = false } = props;
  const t = useT("catalog.action");
  const tPreview = useT("preview");
  const noteId = useId();
  // Until the page is live a press would do nothing: the buttons say so instead (a slow phone).
  const hydrated = useHydrated();
  const { openDialog } = useDialog();
  const router = useRouter();
  const ref = { code: app.code, name: app.name };
  const inert: TInertAction | null = preview ? { describedBy: noteId, tooltip: tPreview("inert") } : null;

  // SPEC §4: after connecting, the reloaded page opens the connection-completed dialog.
  useEffect(() => {
    if (preview) return;
    const completed = takeConnectionCompleted();
    if (completed) openDialog("adaptAppConnectionCompleted", completed);
  }, [openDialog, preview]);

  const installProps = {
    code: app.code,
    name: app.name,
    integrationType: app.integrationType,
    termsUrl: app.termsUrl,
    url: app.url,
    uninstallable: app.uninstallable,
    sharedAppNames: app.commonOauthClientApps.map((other) => other.name),
  };

  // What the connection dialog offers and where each method leads (SPEC §2 connection, §4).
  const connectionFacts = {
    featureTypes: app.supportedSuiteOptions.map((option) => option.featureType),
    suiteDataInstalled: app.suiteDataInstalled,
    suiteDataUrl: app.suiteDataUrl,
  };

  const press = (action: Parameters<typeof pressEffect>[0]) =>
    run(tenantAccessEffect(action, blockedAdmin) ?? pressEffect(action, ref));

  const run = (effect: TActionEffect) => {
    if (effect.type === "dialog" && (effect.dialog.kind === "installApp" || effect.dialog.kind === "connection")) {
      // SPEC §2: an app that works through the data app asks for the data app first.
      if (app.suiteDataIntegrationOnly && !app.suiteDataInstalled) openDialog("suiteDataPageNavigation", installProps);
      else if (effect.dialog.kind === "connection") openDialog("connection", { ...installProps, ...connectionFacts });
      else openDialog(effect.dialog.kind, installProps);
    } else if (effect.type === "dialog") openDialog(effect.dialog.kind, effect.dialog.props);
    else if (effect.type === "open") window.open(effect.url, "_blank", "noopener,noreferrer");
    else if (effect.type === "navigate") router.push(effect.href);
  };

  const primary = (() => {
    // Never a false 'installed' nor a second install while the parent service's answer is pending.
    if (app.installationInProgress && action.kind !== "hidden") {
      return (
        <p role="status" className={stateClass} data-installation-in-progress="">
          {t("inProgress")}
          <span className="mt-1 block text-sm font-normal">{t("inProgressNote")}</span>
        </p>
      );
    }
    switch (action.kind) {
      case "hidden":
        return null;
      case "discontinued":
        return <p className={stateClass}>{t("discontinued")}</p>;
      case "comingSoon":
        return <p className={stateClass}>{t("comingSoon")}</p>;
      case "alreadyIntegrated":
        return <p className={stateClass}>{t("alreadyIntegrated")}</p>;
      case "openApp":
        return inert ? (
          <InertAction className={primaryClass} inert={inert}>
            {t("openApp")}
          </InertAction>
        ) : (
          <a href={action.url} target="_blank" rel="noopener noreferrer" className={primaryClass}>
            {t("openApp")}
            <span className="sr-only">{t("newTab")}</span>
          </a>
        );
      case "menu":
        return <ActionMenu items={action.items} onPress={press} inert={inert} />;
      default:
        return inert ? (
          <InertAction className={primaryClass} inert={inert}>
            {t(action.kind)}
          </InertAction>
        ) : (
          <button type="button" className={primaryClass} disabled={!hydrated} onClick={() => press(action)}>
            {t(action.kind)}
          </button>
        );
    }
  })();

  return (
    <div className="flex flex-col gap-3" data-app-action={action.kind}>
      {primary}
      {inquiries.links.map((link) =>
        inert ? (
          <InertAction key={link.kind} className={secondaryClass} inert={inert}>
            {t(`inquiry.${link.kind}`)}
          </InertAction>
        ) : link.href.startsWith("/") ? (
          // The store's own contact page opens in place; a provider's page in a new tab.
          <a key={link.kind} href={link.href} className={secondaryClass}>
            {t(`inquiry.${link.kind}`)}
          </a>
        ) : (
          <a key={link.kind} href={link.href} target="_blank" rel="noopener noreferrer" className={secondaryClass}>
            {t(`inquiry.${link.kind}`)}
            <span className="sr-only">{t("newTab")}</span>
          </a>
        ),
      )}
      {hasDocument && inert ? (
        <InertAction className={secondaryClass} inert={inert}>
          {t("documentRequest")}
        </InertAction>
      ) : null}
      {hasDocument && !inert ? (
        <button
          type="button"
          className={secondaryClass}
          disabled={!hydrated}
          onClick={() => openDialog("documentRequest", { code: app.code, name: app.name })}
        >
          {t("documentRequest")}
        </button>
      ) : null}
      {inquiries.closeSoon ? (
        <p role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-warning">
          {t("closeSoon")}
        </p>
      ) : null}
      {inert ? (
        <p id={noteId} className="text-xs text-ink-muted" data-preview-note="">
          {inert.tooltip}
        </p>
      ) : null}
    </div>
  );
}
