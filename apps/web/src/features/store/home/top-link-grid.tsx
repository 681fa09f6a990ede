import type { TLinkBanner } from "@store/domain/schemas/editorial";
import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";

/** The home page's top links (SPEC §3), as the store and the console's preview show them. */
export async function TopLinkGrid({ topLinks }: { topLinks: TLinkBanner[] }) {
  const t = await getT("home");
  return (
    <nav aria-label={t("topLinksTitle")} className="mx-auto max-w-[var(--width-page)] px-4 pt-8">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {topLinks.map((link) => (
          <li key={link.id}>
            <Link href={link.linkUrl} className="block overflow-hidden rounded-lg border border-line hover:shadow-md">
              {/* biome-ignore lint/performance/noImgElement: generated SVG banners need no optimisation */}
              <img
                src={link.imageUrl}
                alt={link.alt}
                width={600}
                height={200}
                loading="lazy"
                className="aspect-[3/1] w-full object-cover"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
