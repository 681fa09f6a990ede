import type { TLinkBanner } from "@store/domain/schemas/editorial";
import { Link } from "@/ui/store-link";
import { Carousel } from "@/features/store/catalog";
import { getT } from "@/i18n/get-t";

/** The home page's pick-up banners (SPEC §3), as the store and the console's preview show them. */
export async function PickupCarousel({ pickups }: { pickups: TLinkBanner[] }) {
  const t = await getT("home");
  return (
    <section aria-labelledby="pickups-heading" className="mx-auto max-w-[var(--width-page)] px-4 pt-10">
      <h2 id="pickups-heading" className="mb-4 text-xl font-bold">
        {t("pickupsTitle")}
      </h2>
      <Carousel
        label={t("pickupsTitle")}
        slides={pickups.map((pickup, i) => ({
          key: pickup.id,
          content: (
            <Link href={pickup.linkUrl} className="block overflow-hidden rounded-xl">
              {/* biome-ignore lint/performance/noImgElement: generated SVG banners need no optimisation */}
              <img
                src={pickup.imageUrl}
                alt={pickup.alt}
                width={1200}
                height={400}
                loading={i === 0 ? "eager" : "lazy"}
                // The first banner is the home page's largest paint on phones: fetched first (issue 12).
                fetchPriority={i === 0 ? "high" : "auto"}
                className="aspect-[3/1] w-full object-cover"
              />
            </Link>
          ),
        }))}
      />
    </section>
  );
}
