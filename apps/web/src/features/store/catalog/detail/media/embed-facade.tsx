"use client";

import { useState } from "react";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";

/**
 * A third-party player or viewer that loads only when asked: until then a picture (or a plain
 * panel) with a play button, and always a link to open it on its own site, so a page offline or
 * behind a strict network still says where the content is.
 */
export function EmbedFacade({
  title,
  embedUrl,
  linkUrl,
  poster,
  kind,
}: {
  title: string;
  embedUrl: string;
  linkUrl: string;
  poster?: { src: string; alt: string } | null;
  kind: "video" | "document";
}) {
  const t = useT("appDetail.embed");
  const [loaded, setLoaded] = useState(false);
  // A press before the page is live would be lost: the play button is disabled until then.
  const hydrated = useHydrated();
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-canvas">
      <div className="relative aspect-video w-full">
        {loaded ? (
          <iframe
            src={embedUrl}
            title={title}
            className="absolute inset-0 size-full"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        ) : (
          <>
            {poster ? (
              // biome-ignore lint/performance/noImgElement: generated SVG posters need no optimisation
              <img src={poster.src} alt={poster.alt} className="absolute inset-0 size-full object-contain" />
            ) : (
              <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-brand-50 to-brand-100" />
            )}
            {/* In a corner, not the middle: the poster's own title stays readable. */}
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => setLoaded(true)}
              aria-label={t(kind === "video" ? "playTitle" : "viewTitle", { title })}
              className="absolute bottom-3 left-3 flex h-12 items-center gap-2 rounded-full bg-ink/85 px-5 font-bold text-white shadow-lg hover:bg-ink disabled:cursor-progress"
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
                {kind === "video" ? (
                  <path d="M5 3l10 6-10 6z" fill="currentColor" />
                ) : (
                  <path d="M4 2h7l3 3v11H4z" fill="none" stroke="currentColor" strokeWidth="1.5" />
                )}
              </svg>
              {t(kind === "video" ? "play" : "view")}
            </button>
          </>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <span className="font-bold">{title}</span>
        <a href={linkUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
          {t(kind === "video" ? "openVideo" : "openDocument")}
          <span className="sr-only">{t("newTab")}</span>
        </a>
      </figcaption>
    </figure>
  );
}
