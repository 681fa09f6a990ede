"use client";

import { decideAppAction, type TActionApp, type TMenuItem, type TViewer } from "@store/domain/action-button";
import type { TTenantAccess } from "@store/domain/tenant-access";
import { useRouter } from "next/navigation";
import { DropdownMenu } from "radix-ui";
import { useEffect } from "react";
import { useDialog } from "@/features/shell/dialog-host";
import { takeConnectionCompleted } from "@/features/tenant-admin/tenant-admin-client";
import { useT } from "@/i18n/use-t";
import { pressEffect, type TActionEffect, tenantAccessEffect } from "./action-dialogs";
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
  viewer: TViewer;
  /** The signed-in viewer's tenant state: admin-only actions of a blocked tenant show its screen. */
  tenantAccess?: TActionTenantAccess | null;
  inquiries: TInquiryActions;
  /** The app offers a document, which the document-request dialog sends. */
  hasDocument: boolean;
};

const primaryClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700";
const secondaryClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg border border-brand-600 bg-white px-5 py-2.5 font-bold text-brand-700 hover:bg-brand-50";
const stateClass = "w-full rounded-lg bg-canvas px-5 py-3 text-center font-bold text-ink-muted";

/**
 * The action area of an app page (SPEC §4 'App action button', §6 roles): the integration action
 * the rules decide for this viewer, the provider's inquiry links, and the document request. An
 * action the viewer may not take yet opens the shell's sign-in or permission dialog instead.
 */
export type TActionTenantAccess = { access: TTenantAccess; subdomain: string | null };

export function AppActionArea({ app, viewer, tenantAccess = null, inquiries, hasDocument }: TAppActionAreaProps) {
  const t = useT("catalog.action");
  const { openDialog } = useDialog();
  const router = useRouter();
  const action = decideAppAction(app, viewer);
  const ref = { code: app.code, name: app.name };

  // SPEC §4: after connecting, the reloaded page opens the connection-completed dialog.
  useEffect(() => {
    const completed = takeConnectionCompleted();
    if (completed) openDialog("adaptAppConnectionCompleted", completed);
  }, [openDialog]);

  const installProps = {
    code: app.code,
    name: app.name,
    integrationType: app.integrationType,
    termsUrl: app.termsUrl,
    url: app.url,
    uninstallable: app.uninstallable,
    sharedAppNames: app.commonOauthClientApps.map((other) => other.name),
  };

  const press = (action: Parameters<typeof pressEffect>[0]) =>
    run(tenantAccessEffect(action, tenantAccess) ?? pressEffect(action, ref));

  const run = (effect: TActionEffect) => {
    if (effect.type === "dialog" && (effect.dialog.kind === "installApp" || effect.dialog.kind === "connection")) {
      // SPEC §2: an app that works through the data app asks for the data app first.
      if (app.suiteDataIntegrationOnly && !app.suiteDataInstalled) openDialog("suiteDataPageNavigation", installProps);
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
        return (
          <a href={action.url} target="_blank" rel="noopener noreferrer" className={primaryClass}>
            {t("openApp")}
            <span className="sr-only">{t("newTab")}</span>
          </a>
        );
      case "menu":
        return <ActionMenu items={action.items} onPress={press} />;
      default:
        return (
          <button type="button" className={primaryClass} onClick={() => press(action)}>
            {t(action.kind)}
          </button>
        );
    }
  })();

  return (
    <div className="flex flex-col gap-3" data-app-action={action.kind}>
      {primary}
      {inquiries.links.map((link) => (
        <a key={link.kind} href={link.href} target="_blank" rel="noopener noreferrer" className={secondaryClass}>
          {t(`inquiry.${link.kind}`)}
          <span className="sr-only">{t("newTab")}</span>
        </a>
      ))}
      {hasDocument ? (
        <button
          type="button"
          className={secondaryClass}
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
    </div>
  );
}

function ActionMenu({ items, onPress }: { items: TMenuItem[]; onPress: (item: TMenuItem) => void }) {
  const t = useT("catalog.action");
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={primaryClass}>
        {t("menu")}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={5}
          collisionPadding={5}
          className="z-50 min-w-56 rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.kind}
              disabled={item.kind === "alreadyIntegrated"}
              onSelect={() => onPress(item)}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[disabled]:cursor-default data-[highlighted]:bg-brand-50 data-[disabled]:text-ink-muted"
            >
              {t(`menuItem.${item.kind}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
