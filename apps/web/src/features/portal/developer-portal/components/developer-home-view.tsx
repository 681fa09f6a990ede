import type { TProviderPrincipal } from "@store/domain/principals";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { announcementPath, DEVELOPER_PATHS } from "@/paths/developer-paths";
import type { TAnnouncementSummary } from "../server/list-announcements";
import { AreaPage } from "@/ui/area-page";

/**
 * /developers: the provider's home. Announcements newest first, the unread ones marked in words
 * (seen and heard) as well as in weight; then the ways to every part of the area (apps, analytics,
 * integrations, voices, leads, webhooks) and the company profile.
 */
export async function DeveloperHomeView({
  principal,
  announcements,
  unreadCount,
}: {
  principal: TProviderPrincipal;
  announcements: TAnnouncementSummary[];
  unreadCount: number;
}) {
  const t = await getT("developerArea.home");
  const tIntegrations = await getT("developerIntegrations");
  const tVoices = await getT("developers.voices");
  const tAnalytics = await getT("developers.analytics");
  const tLeads = await getT("developerLeads");
  const tWebhooks = await getT("developerWebhooks");
  const format = await getFormatter();
  const cards = [
    { href: DEVELOPER_PATHS.apps, title: t("appsCardTitle"), body: t("appsCardBody") },
    { href: DEVELOPER_PATHS.analytics, title: tAnalytics("cardTitle"), body: tAnalytics("cardBody") },
    { href: DEVELOPER_PATHS.integrations, title: tIntegrations("cardTitle"), body: tIntegrations("cardBody") },
    { href: DEVELOPER_PATHS.voices, title: tVoices("cardTitle"), body: tVoices("cardBody") },
    { href: DEVELOPER_PATHS.leads, title: tLeads("title"), body: tLeads("intro") },
    { href: DEVELOPER_PATHS.webhooks, title: tWebhooks("title"), body: tWebhooks("intro") },
    { href: DEVELOPER_PATHS.profile, title: t("profileCardTitle"), body: t("profileCardBody") },
  ];
  return (
    <AreaPage title={t("title", { company: principal.appProviderName })} lead={t("lead")}>
      <div className="grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="announcements-heading">
          <div className="mb-4 flex items-center gap-3">
            <h2 id="announcements-heading" className="text-xl font-bold">
              {t("announcementsHeading")}
            </h2>
            {unreadCount > 0 ? (
              <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white">
                {t("unreadCount", { count: unreadCount })}
              </span>
            ) : null}
          </div>
          {announcements.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line bg-canvas px-4 py-8 text-center text-ink-muted">
              {t("noAnnouncements")}
            </p>
          ) : (
            <ul className="divide-y divide-line rounded-xl border border-line bg-white">
              {announcements.map((announcement) => (
                <li key={announcement.id} data-announcement={announcement.id} data-unread={announcement.unread}>
                  <Link
                    href={announcementPath(announcement.id)}
                    // Opening it marks it read: only a real visit may, never a prefetch.
                    prefetch={false}
                    className="flex flex-col gap-1 px-4 py-4 hover:bg-canvas sm:flex-row sm:items-center sm:gap-4"
                  >
                    <time dateTime={announcement.publishedAt} className="shrink-0 text-sm text-ink-muted">
                      {format.dateTime(new Date(announcement.publishedAt), { dateStyle: "medium" })}
                    </time>
                    <span className="flex min-w-0 items-center gap-2">
                      {announcement.unread ? (
                        <span className="shrink-0 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-warning">
                          {t("unread")}
                        </span>
                      ) : null}
                      <span className={announcement.unread ? "font-bold text-brand-700 underline" : "underline"}>
                        {announcement.title}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="menu-heading">
          <h2 id="menu-heading" className="mb-4 text-xl font-bold">
            {t("menuHeading")}
          </h2>
          <ul className="flex flex-col gap-4">
            {cards.map((card) => (
              <li key={card.href}>
                <Link
                  href={card.href}
                  className="block rounded-xl border border-line bg-white p-5 hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="block font-bold text-brand-700">{card.title}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{card.body}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </AreaPage>
  );
}
