import type { TAppDetail } from "@store/domain/schemas/app";
import { Link } from "@/ui/store-link";
import { AppDetailReleases } from "./app-detail-releases";
import { External, type TDetailT } from "./detail-parts";

/** Beside the tabs: the provider's links, the suite's help, the shared-account notice and releases. */
export function AppDetailSidebar({ app, t }: { app: TAppDetail; t: TDetailT }) {
  return (
    <aside aria-label={t("sidebar")} className="flex flex-col gap-8 text-sm">
      <AppDetailLinks app={app} t={t} />
      <SuiteHelp app={app} t={t} />
      <SharedAccount app={app} t={t} />
      <AppDetailReleases releases={app.releases} t={t} />
    </aside>
  );
}

function AppDetailLinks({ app, t }: { app: TAppDetail; t: TDetailT }) {
  const links = [
    { href: app.service.url, label: t("links.service") },
    { href: app.helpUrl, label: t("links.help") },
    { href: app.contactUrl, label: t("links.contact") },
    { href: app.demoRequestUrl, label: t("links.demoRequest") },
    { href: app.document?.url ?? null, label: t("links.document") },
    { href: app.suiteSchoolUrl, label: t("links.school") },
    { href: app.termsUrl, label: t("links.terms") },
  ].filter((link): link is { href: string; label: string } => link.href !== null);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="links-heading">
      <h2 id="links-heading" className="mb-3 text-base font-bold">
        {t("links.title")}
      </h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <External href={link.href} t={t}>
              {link.label}
            </External>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SuiteHelp({ app, t }: { app: TAppDetail; t: TDetailT }) {
  if (!app.idpHelp && !app.suiteDataHelp) return null;
  return (
    <section aria-labelledby="suite-help-heading">
      <h2 id="suite-help-heading" className="mb-3 text-base font-bold">
        {t("suiteHelp")}
      </h2>
      <ul className="flex flex-col gap-2">
        {app.idpHelp ? (
          <li data-help="idp">
            <span className="block text-xs text-ink-muted">{t("idpHelp")}</span>
            <External href={app.idpHelp.url} t={t}>
              {app.idpHelp.title}
            </External>
          </li>
        ) : null}
        {app.suiteDataHelp ? (
          <li data-help="suite-data">
            <span className="block text-xs text-ink-muted">{t("suiteDataHelp")}</span>
            <External href={app.suiteDataHelp.url} t={t}>
              {app.suiteDataHelp.title}
            </External>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** SPEC §5: from two apps on one provider account, connecting one affects the others. */
function SharedAccount({ app, t }: { app: TAppDetail; t: TDetailT }) {
  if (app.commonOauthClientApps.length < 2) return null;
  return (
    <section aria-labelledby="shared-heading" className="rounded-xl bg-canvas p-4">
      <h2 id="shared-heading" className="mb-2 text-base font-bold">
        {t("shared.title")}
      </h2>
      <p className="mb-3">{t("shared.body")}</p>
      <ul className="list-disc pl-5">
        {app.commonOauthClientApps.map((other) => (
          <li key={other.code}>
            {other.code === app.code ? (
              <span aria-current="page">{other.name}</span>
            ) : (
              <Link href={`/apps/${other.code}`} className="text-brand-700 underline">
                {other.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
