import { appListHref } from "@/features/store/catalog";
import { getT } from "@/i18n/get-t";
import {
  CampaignsSection,
  CategoriesSection,
  EMPTY_LIST,
  HomeHero,
  HomeSection,
  NewsSection,
  ReleasesSection,
  Shelf,
} from "./home-sections";
import type { THome } from "./load-home";
import { PickupCarousel } from "./pickup-carousel";
import { TopLinkGrid } from "./top-link-grid";

/** The home page: search, pick-ups, top links, app shelves, categories, campaigns, releases, news. */
export async function HomeView({ counts, categories, news, releases, pickups, topLinks, shelves, campaigns }: THome) {
  const t = await getT("home");
  return (
    <>
      <HomeHero counts={counts} />

      {pickups.length > 0 ? <PickupCarousel pickups={pickups} /> : null}

      {topLinks.length > 0 ? <TopLinkGrid topLinks={topLinks} /> : null}

      <HomeSection id="featured-heading" title={t("featuredTitle")} more={{ href: "/apps", label: t("seeAll") }}>
        <Shelf apps={shelves.featured} />
      </HomeSection>

      <HomeSection
        id="newest-heading"
        title={t("newestTitle")}
        more={{ href: appListHref(EMPTY_LIST, { sort: "latest" }), label: t("seeAll") }}
        tone="canvas"
      >
        <Shelf apps={shelves.newest} />
      </HomeSection>

      <HomeSection
        id="popular-heading"
        title={t("popularTitle")}
        more={{ href: appListHref(EMPTY_LIST, { sort: "popular" }), label: t("seeAll") }}
      >
        <Shelf apps={shelves.popular} />
      </HomeSection>

      <CategoriesSection categories={categories} />

      {campaigns.length > 0 ? <CampaignsSection campaigns={campaigns} /> : null}

      {releases.length > 0 ? <ReleasesSection releases={releases} /> : null}

      <NewsSection news={news} />
    </>
  );
}
