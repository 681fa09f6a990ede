import type { TAppDetail, TAppFeature } from "@store/domain/schemas/app";
import { External, Section, type TDetailT } from "./detail-parts";
import { StoreImage } from "@/features/platform/media";

/** Features described by the provider (title, body, image) and the typed ones (names only). */
export function AppDetailFeatures({ features, t }: { features: TAppFeature[]; t: TDetailT }) {
  const described = features.filter((f): f is Extract<TAppFeature, { title: string }> => "title" in f);
  const typed = features.filter((f): f is Extract<TAppFeature, { featureType: string }> => "featureType" in f);
  if (described.length === 0 && typed.length === 0) return null;
  return (
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
  );
}

/** The suite's options the app supports (IdP, data integration). */
export function AppDetailSuiteOptions({ options, t }: { options: TAppDetail["supportedSuiteOptions"]; t: TDetailT }) {
  if (options.length === 0) return null;
  return (
    <Section id="suite-options-heading" title={t("suiteOptions")}>
      <ul className="flex flex-col gap-3">
        {options.map((option) => (
          <li key={option.id} className="rounded-xl border border-line p-4">
            <p className="font-bold">{option.name}</p>
            <p className="text-sm text-ink-muted">{t(`suiteOption.${option.featureType}`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The provider's service site and its awards. */
export function AppDetailService({ service, t }: { service: TAppDetail["service"]; t: TDetailT }) {
  if (!service.url && service.awards.length === 0) return null;
  return (
    <Section id="service-heading" title={t("service")}>
      {service.url ? (
        <p className="mb-4">
          <External href={service.url} t={t}>
            {t("links.service")}
          </External>
        </p>
      ) : null}
      {service.awards.length > 0 ? (
        <>
          <h3 className="mb-2 font-bold">{t("awards")}</h3>
          <ul className="flex flex-col gap-3">
            {service.awards.map((award) => (
              <li key={award.id} className="rounded-xl bg-canvas p-4">
                <p className="font-bold">{award.title}</p>
                {award.description ? <p className="text-sm text-ink-muted">{award.description}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
