import type { TAppUsage } from "@store/domain/schemas/app";
import { LazyEmbedFacade } from "./media/lazy-embed-facade";
import { Section, type TDetailT } from "./detail-parts";
import { StoreImage } from "@/features/platform/media";

/** The usage-guide tab (SPEC §2 user_guide anchor): each usage with its image, wistia or box embed. */
export function AppDetailUserGuide({ usages, t }: { usages: TAppUsage[]; t: TDetailT }) {
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
        alt={usage.imageAltText || usage.title}
        loading="lazy"
        className="w-full rounded-xl border border-line bg-canvas"
      />
    ) : null;
  }
  if (!usage.embedUrl) return null;
  return (
    <LazyEmbedFacade
      kind={usage.embedType === "wistia" ? "video" : "document"}
      title={usage.title}
      embedUrl={usage.embedUrl}
      linkUrl={usage.embedUrl}
      poster={usage.imageUrl ? { src: usage.imageUrl, alt: "" } : null}
    />
  );
}
