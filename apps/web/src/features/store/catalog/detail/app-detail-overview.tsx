import type { TAppDetail } from "@store/domain/schemas/app";
import { LazyCarousel } from "./media/lazy-carousel";
import { LazyEmbedFacade } from "./media/lazy-embed-facade";
import { ScreenshotButton, ScreenshotGallery } from "./media/screenshot-gallery";
import { RichText } from "../rich-text";
import { AppDetailFeatures, AppDetailService, AppDetailSuiteOptions } from "./app-detail-features";
import { Section, type TDetailT } from "./detail-parts";
import { StoreImage } from "@/features/platform/media";

/** The overview tab: description, video or thumbnail, gallery, body, features, options and service. */
export function AppDetailOverview({ app, t }: { app: TAppDetail; t: TDetailT }) {
  return (
    <div>
      {app.description ? <p className="mb-8 text-base leading-relaxed">{app.description}</p> : null}
      <OverviewMedia app={app} t={t} />
      <Gallery app={app} t={t} />
      {app.body ? (
        <Section id="body-heading" title={t("body")}>
          <RichText html={app.body} />
        </Section>
      ) : null}
      <AppDetailFeatures features={app.features} t={t} />
      <AppDetailSuiteOptions options={app.supportedSuiteOptions} t={t} />
      <AppDetailService service={app.service} t={t} />
    </div>
  );
}

/** The video (behind a facade until asked for) or else the thumbnail. */
function OverviewMedia({ app, t }: { app: TAppDetail; t: TDetailT }) {
  if (app.videoId) {
    return (
      <div className="mb-10" data-section="video">
        <LazyEmbedFacade
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
    );
  }
  if (!app.thumbnailImage) return null;
  return (
    <StoreImage
      src={app.thumbnailImage}
      alt={app.thumbnailAlt ?? ""}
      className="mb-10 aspect-video w-full rounded-xl border border-line object-cover"
    />
  );
}

/** The screenshots in a carousel; each opens large in the lightbox (issue 31). */
function Gallery({ app, t }: { app: TAppDetail; t: TDetailT }) {
  if (app.images.length === 0) return null;
  const label = t("galleryLabel", { name: app.name });
  return (
    <Section id="gallery-heading" title={t("gallery")}>
      <ScreenshotGallery
        label={label}
        screenshots={app.images.map((image) => ({
          image: (
            <StoreImage src={image.url} alt={image.altText} className="absolute inset-0 size-full object-contain" />
          ),
          caption: image.caption || null,
        }))}
      >
        <LazyCarousel
          label={label}
          slides={app.images.map((image, i) => ({
            key: `${i}-${image.url}`,
            thumb: { src: image.url, alt: image.altText },
            content: (
              <figure className="bg-canvas">
                <ScreenshotButton index={i}>
                  <StoreImage
                    src={image.url}
                    alt={image.altText}
                    className="aspect-[16/10] w-full object-contain"
                    loading={i === 0 ? "eager" : "lazy"}
                  />
                </ScreenshotButton>
                {image.caption ? <figcaption className="px-4 py-3 text-sm">{image.caption}</figcaption> : null}
              </figure>
            ),
          }))}
        />
      </ScreenshotGallery>
    </Section>
  );
}
