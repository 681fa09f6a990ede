import type { TViewer } from "@store/domain/action-button";
import type { TConnectionDirection } from "@store/domain/enums";
import type { TAppConnection, TAppDetail, TAppFeature, TAppSummary, TAppUsage } from "@store/domain/schemas/app";
import Link from "next/link";
import { getFormatter } from "next-intl/server";
import type { ReactNode } from "react";
import { StoreImage } from "@/features/media/components/store-image";
import { getT } from "@/i18n/get-t";
import { AppActionArea, type TActionTenantAccess } from "./app-action-area";
import { AppCard, AppCardGrid } from "./app-card";
import { AppDetailTabs, USER_GUIDE_ANCHOR } from "./app-detail-tabs";
import { appListHref, appListState } from "./app-list-url";
import { Carousel } from "./carousel";
import { EmbedFacade } from "./embed-facade";
import { inquiryActions } from "./inquiry-actions";
import { RichText } from "./rich-text";

type TT = Awaited<ReturnType<typeof getT>>;

const EMPTY_LIST = appListState({ categories: [], campaign: false, page: 1, perPage: 24 });

function External({ href, children, t }: { href: string; children: ReactNode; t: TT }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
      {children}
      <span className="sr-only">{t("newTab")}</span>
    </a>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-10" data-section={id}>
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * SPEC §3 App (detail): every field that has a value, header and action area first, then the
 * overview, usage-guide and connection tabs, the provider's links and help, releases, the
 * shared-account notice and related apps.
 */
export async function AppDetailView({
  app,
  related,
  viewer,
  tenantAccess = null,
}: {
  app: TAppDetail;
  related: TAppSummary[];
  viewer: TViewer;
  /** A signed-in viewer's tenant state (features/auth/tenant-principal.ts). */
  tenantAccess?: TActionTenantAccess | null;
}) {
  const t = await getT("appDetail");
  const format = await getFormatter();
  const tabs = [
    { value: "overview", label: t("tabs.overview"), content: <Overview app={app} t={t} /> },
    ...(app.usages.length > 0
      ? [{ value: USER_GUIDE_ANCHOR, label: t("tabs.userGuide"), content: <UserGuide usages={app.usages} t={t} /> }]
      : []),
    ...(app.connection
      ? [
          {
            value: "connection",
            label: t("tabs.connection"),
            content: <Connection connection={app.connection} t={t} />,
          },
        ]
      : []),
  ];
  const links = [
    { href: app.service.url, label: t("links.service") },
    { href: app.helpUrl, label: t("links.help") },
    { href: app.contactUrl, label: t("links.contact") },
    { href: app.demoRequestUrl, label: t("links.demoRequest") },
    { href: app.document?.url ?? null, label: t("links.document") },
    { href: app.suiteSchoolUrl, label: t("links.school") },
    { href: app.termsUrl, label: t("links.terms") },
  ].filter((link): link is { href: string; label: string } => link.href !== null);

  return (
    <article className="mx-auto max-w-[var(--width-page)] px-4 py-6" data-app-status={app.status}>
      <nav aria-label={t("breadcrumbs")} className="mb-4 text-sm text-ink-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href="/" className="hover:underline">
              {t("home")}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            <Link href="/apps" className="hover:underline">
              {t("appList")}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page" className="text-ink">
            {app.name}
          </li>
        </ol>
      </nav>

      {app.status === "discontinued" ? (
        <p role="note" className="mb-6 rounded-lg border border-line bg-canvas px-4 py-3 font-bold">
          {t("discontinuedNotice")}
        </p>
      ) : null}
      {app.status === "upcoming" ? (
        <p role="note" className="mb-6 rounded-lg bg-amber-50 px-4 py-3 font-bold text-warning">
          {t("upcomingNotice")}
        </p>
      ) : null}

      <div className="grid gap-6 md:grid-cols-[1fr_320px] md:gap-x-8">
        <header className="md:col-start-1">
          <div className="mb-4 flex items-start gap-4">
            <StoreImage
              src={app.logoImage ?? `/img/apps/${app.code}/logo.svg`}
              alt=""
              width={88}
              height={88}
              className="size-16 shrink-0 rounded-xl border border-line sm:size-22"
            />
            <div className="min-w-0">
              <h1 className="text-2xl font-bold leading-snug md:text-3xl">{app.name}</h1>
              <p className="text-sm text-ink-muted">{t("provider", { name: app.appProvider.name })}</p>
            </div>
          </div>
          {app.title ? <p className="mb-4 text-lg font-bold text-ink">{app.title}</p> : null}
          <ul aria-label={t("badges")} className="mb-4 flex flex-wrap gap-2 text-sm">
            {app.status === "upcoming" ? (
              <li className="rounded bg-amber-100 px-2 py-0.5 font-bold text-warning">{t("comingSoon")}</li>
            ) : null}
            {app.campaign ? (
              <li className="rounded bg-rose-100 px-2 py-0.5 font-bold text-rose-800">{t("campaignBadge")}</li>
            ) : null}
            {app.plan ? <li className="rounded bg-brand-50 px-2 py-0.5 text-brand-700">{app.plan.name}</li> : null}
            {app.ssoSupported ? (
              <li className="rounded border border-brand-600 px-2 py-0.5 text-brand-700">{t("sso")}</li>
            ) : null}
          </ul>
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            {app.categories.length > 0 ? (
              <>
                <dt className="text-ink-muted">{t("categories")}</dt>
                <dd>
                  <ul className="flex flex-wrap gap-2">
                    {app.categories.map((category) => (
                      <li key={category.id}>
                        <Link
                          href={appListHref(EMPTY_LIST, { categories: [category.id] })}
                          className="text-brand-700 underline"
                        >
                          {category.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            {app.tags.length > 0 ? (
              <>
                <dt className="text-ink-muted">{t("tags")}</dt>
                <dd>
                  <ul className="flex flex-wrap gap-1.5">
                    {app.tags.map((tag) => (
                      <li key={tag.id}>
                        <Link
                          href={appListHref(EMPTY_LIST, { q: tag.name })}
                          className="inline-block rounded-full border border-line px-2 text-ink-muted hover:border-brand-600 hover:text-brand-700"
                        >
                          #{tag.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </dl>
        </header>

        <aside
          aria-labelledby="pricing-heading"
          className="h-fit rounded-xl border border-line p-5 md:col-start-2 md:row-span-2 md:row-start-1"
        >
          <h2 id="pricing-heading" className="sr-only">
            {t("pricing")}
          </h2>
          {app.plan || app.price || app.additionalCharge ? (
            <dl className="mb-5 text-sm">
              {app.plan ? (
                <div className="mb-2">
                  <dt className="text-ink-muted">{t("plan")}</dt>
                  <dd className="font-bold">{app.plan.name}</dd>
                </div>
              ) : null}
              {app.price ? (
                <div className="mb-2">
                  <dt className="text-ink-muted">{t("price")}</dt>
                  <dd>
                    <span className="text-lg font-bold">{app.price}</span>
                    {app.priceCaption ? <span className="block text-xs text-ink-muted">{app.priceCaption}</span> : null}
                  </dd>
                </div>
              ) : null}
              {app.additionalCharge ? (
                <div>
                  <dt className="text-ink-muted">{t("additionalCharge")}</dt>
                  <dd>{app.additionalCharge}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <AppActionArea
            app={{
              code: app.code,
              name: app.name,
              status: app.status,
              integrationType: app.integrationType,
              installable: app.installable,
              installed: app.installed,
              installationInProgress: app.installationInProgress,
              suiteDataIntegrationOnly: app.suiteDataIntegrationOnly,
              suiteDataInstalled: app.suiteDataInstalled,
              isSuiteOptionWithSubscription: app.isSuiteOptionWithSubscription,
              url: app.url,
              suiteDataUrl: app.suiteDataUrl,
              suiteIdpUrl: app.suiteIdpUrl,
              supportedSuiteOptions: app.supportedSuiteOptions,
              plan: app.plan,
              termsUrl: app.termsUrl,
              uninstallable: app.uninstallable,
              commonOauthClientApps: app.commonOauthClientApps,
            }}
            viewer={viewer}
            tenantAccess={tenantAccess}
            inquiries={inquiryActions(app)}
            hasDocument={app.document !== null}
          />
        </aside>
        {app.announcement || app.campaign ? (
          <div className="flex flex-col gap-4 md:col-start-1">
            {app.announcement ? (
              <section aria-labelledby="announcement-heading" className="rounded-xl bg-brand-50 px-5 py-4">
                <h2 id="announcement-heading" className="mb-1 font-bold text-brand-700">
                  {t("announcement")}
                </h2>
                <p className="whitespace-pre-line text-sm">{app.announcement}</p>
              </section>
            ) : null}

            {app.campaign ? (
              <section aria-labelledby="campaign-heading" className="rounded-xl border-2 border-rose-200 px-5 py-4">
                <h2 id="campaign-heading" className="mb-3 font-bold text-rose-800">
                  {t("campaign.title")}
                </h2>
                <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
                  <dt className="font-bold">{t("campaign.benefits")}</dt>
                  <dd className="whitespace-pre-line">{app.campaign.benefits}</dd>
                  <dt className="font-bold">{t("campaign.conditions")}</dt>
                  <dd className="whitespace-pre-line">{app.campaign.conditions}</dd>
                </dl>
                <Link href="/campaigns" className="mt-3 inline-block text-sm text-brand-700 underline">
                  {t("campaign.more")}
                </Link>
              </section>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="mt-10 grid gap-10 md:grid-cols-[1fr_300px]">
        <div className="min-w-0">
          <AppDetailTabs tabs={tabs} />
        </div>

        <aside aria-label={t("sidebar")} className="flex flex-col gap-8 text-sm">
          {links.length > 0 ? (
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
          ) : null}

          {app.idpHelp || app.suiteDataHelp ? (
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
          ) : null}

          {app.commonOauthClientApps.length >= 2 ? (
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
          ) : null}

          {app.releases.length > 0 ? (
            <section aria-labelledby="releases-heading">
              <h2 id="releases-heading" className="mb-3 text-base font-bold">
                {t("releases")}
              </h2>
              <ul className="flex flex-col gap-3">
                {app.releases.map((release) => (
                  <li key={`${release.publishedAt}-${release.title}`}>
                    <time dateTime={release.publishedAt} className="block text-xs text-ink-muted">
                      {format.dateTime(new Date(release.publishedAt), { dateStyle: "medium" })}
                    </time>
                    {release.url ? (
                      <External href={release.url} t={t}>
                        {release.title}
                      </External>
                    ) : (
                      release.title
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="mb-4 text-xl font-bold">
            {t("related")}
          </h2>
          <AppCardGrid variant="wide">
            {related.map((other) => (
              <li key={other.id}>
                <AppCard app={other} />
              </li>
            ))}
          </AppCardGrid>
        </section>
      ) : null}
    </article>
  );
}

async function Overview({ app, t }: { app: TAppDetail; t: TT }) {
  const described = app.features.filter((f): f is Extract<TAppFeature, { title: string }> => "title" in f);
  const typed = app.features.filter((f): f is Extract<TAppFeature, { featureType: string }> => "featureType" in f);
  return (
    <div>
      {app.description ? <p className="mb-8 text-base leading-relaxed">{app.description}</p> : null}

      {app.videoId ? (
        <div className="mb-10" data-section="video">
          <EmbedFacade
            kind="video"
            title={t("video", { name: app.name })}
            embedUrl={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(app.videoId)}?autoplay=1`}
            linkUrl={`https://www.youtube.com/watch?v=${encodeURIComponent(app.videoId)}`}
            poster={
              app.thumbnailImage
                ? { src: app.thumbnailImage, alt: app.thumbnailAlt ?? "" }
                : app.lineupImage
                  ? { src: app.lineupImage, alt: "" }
                  : null
            }
          />
        </div>
      ) : app.thumbnailImage ? (
        <StoreImage
          src={app.thumbnailImage}
          alt={app.thumbnailAlt ?? ""}
          className="mb-10 aspect-video w-full rounded-xl border border-line object-cover"
        />
      ) : null}

      {app.images.length > 0 ? (
        <Section id="gallery-heading" title={t("gallery")}>
          <Carousel
            label={t("galleryLabel", { name: app.name })}
            slides={app.images.map((image, i) => ({
              key: `${i}-${image.url}`,
              thumb: { src: image.url, alt: image.altText },
              content: (
                <figure className="bg-canvas">
                  <StoreImage
                    src={image.url}
                    alt={image.altText}
                    className="aspect-[16/10] w-full object-contain"
                    loading={i === 0 ? "eager" : "lazy"}
                  />
                  {image.caption ? <figcaption className="px-4 py-3 text-sm">{image.caption}</figcaption> : null}
                </figure>
              ),
            }))}
          />
        </Section>
      ) : null}

      {app.body ? (
        <Section id="body-heading" title={t("body")}>
          <RichText html={app.body} />
        </Section>
      ) : null}

      {described.length > 0 || typed.length > 0 ? (
        <Section id="features-heading" title={t("features")}>
          {described.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2">
              {described.map((feature) => (
                <li key={feature.title} className="overflow-hidden rounded-xl border border-line">
                  {feature.imageUrl ? (
                    <StoreImage
                      src={feature.imageUrl}
                      alt={feature.imageAltText}
                      loading="lazy"
                      className="aspect-[16/9] w-full bg-canvas object-cover"
                    />
                  ) : null}
                  <div className="p-4">
                    <h3 className="mb-1 font-bold">{feature.title}</h3>
                    <p className="text-sm text-ink-muted">{feature.body}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {typed.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2 text-sm">
              {typed.map((feature) => (
                <li key={feature.id} className="rounded border border-line px-2 py-1">
                  {feature.name}
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      ) : null}

      {app.supportedSuiteOptions.length > 0 ? (
        <Section id="suite-options-heading" title={t("suiteOptions")}>
          <ul className="flex flex-col gap-3">
            {app.supportedSuiteOptions.map((option) => (
              <li key={option.id} className="rounded-xl border border-line p-4">
                <p className="font-bold">{option.name}</p>
                <p className="text-sm text-ink-muted">{t(`suiteOption.${option.featureType}`)}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {app.service.url || app.service.awards.length > 0 ? (
        <Section id="service-heading" title={t("service")}>
          {app.service.url ? (
            <p className="mb-4">
              <External href={app.service.url} t={t}>
                {t("links.service")}
              </External>
            </p>
          ) : null}
          {app.service.awards.length > 0 ? (
            <>
              <h3 className="mb-2 font-bold">{t("awards")}</h3>
              <ul className="flex flex-col gap-3">
                {app.service.awards.map((award) => (
                  <li key={award.id} className="rounded-xl bg-canvas p-4">
                    <p className="font-bold">{award.title}</p>
                    {award.description ? <p className="text-sm text-ink-muted">{award.description}</p> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>
      ) : null}
    </div>
  );
}

function UserGuide({ usages, t }: { usages: TAppUsage[]; t: TT }) {
  return (
    <Section id="user-guide-heading" title={t("userGuide")}>
      <ol className="flex flex-col gap-8">
        {usages.map((usage) => (
          <li
            key={`${usage.embedType}:${usage.embedId ?? usage.imageUrl ?? ""}:${usage.title}`}
            data-usage={usage.embedType}
          >
            <h3 className="mb-2 text-lg font-bold">{usage.title}</h3>
            {usage.body ? <p className="mb-3 whitespace-pre-line text-sm text-ink-muted">{usage.body}</p> : null}
            <UsageEmbed usage={usage} />
          </li>
        ))}
      </ol>
    </Section>
  );
}

function UsageEmbed({ usage }: { usage: TAppUsage }) {
  if (usage.embedType === "image") {
    return usage.imageUrl ? (
      <StoreImage
        src={usage.imageUrl}
        alt={usage.title}
        loading="lazy"
        className="w-full rounded-xl border border-line bg-canvas"
      />
    ) : null;
  }
  if (!usage.embedUrl) return null;
  return (
    <EmbedFacade
      kind={usage.embedType === "wistia" ? "video" : "document"}
      title={usage.title}
      embedUrl={usage.embedUrl}
      linkUrl={usage.embedUrl}
      poster={usage.imageUrl ? { src: usage.imageUrl, alt: "" } : null}
    />
  );
}

const DIRECTION_KEYS: Record<TConnectionDirection, string> = {
  to_service: "toService",
  to_suite: "toSuite",
  both: "both",
};

function Connection({ connection, t }: { connection: TAppConnection; t: TT }) {
  const groups = [
    { key: "basic", items: connection.basicItems },
    { key: "group", items: connection.groupItems },
    { key: "custom", items: connection.customItems },
  ].filter((group) => group.items.length > 0);
  return (
    <Section id="connection-heading" title={t("connection.title")}>
      {connection.image ? (
        <StoreImage src={connection.image} alt={t("connection.imageAlt")} className="mb-6 w-full rounded-xl border" />
      ) : null}
      {groups.map((group) => (
        <div key={group.key} className="mb-6 overflow-x-auto">
          <table className="w-full min-w-[28rem] border-collapse text-sm">
            <caption className="mb-2 text-left font-bold">{t(`connection.${group.key}`)}</caption>
            <thead>
              <tr className="bg-canvas text-left">
                <th scope="col" className="border border-line px-3 py-2">
                  {t("connection.suiteItem")}
                </th>
                <th scope="col" className="border border-line px-3 py-2">
                  {t("connection.targetItem")}
                </th>
                <th scope="col" className="border border-line px-3 py-2">
                  {t("connection.direction")}
                </th>
              </tr>
            </thead>
            <tbody>
              {group.items.map((item) => (
                <tr key={`${item.suite}:${item.targetService}:${item.direction}`}>
                  <td className="border border-line px-3 py-2">{item.suite}</td>
                  <td className="border border-line px-3 py-2">{item.targetService}</td>
                  <td className="border border-line px-3 py-2">
                    {t(`connection.directions.${DIRECTION_KEYS[item.direction]}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {connection.note ? <p className="mb-4 whitespace-pre-line text-sm">{connection.note}</p> : null}
      {connection.plans.length > 0 ? (
        <p className="text-sm">
          <span className="font-bold">{t("connection.plans")}</span> {connection.plans.join(" / ")}
        </p>
      ) : null}
    </Section>
  );
}
