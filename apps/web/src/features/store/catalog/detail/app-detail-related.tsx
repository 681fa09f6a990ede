import type { TAppSummary } from "@store/domain/schemas/app";
import { AppCard, AppCardGrid } from "../app-card";
import type { TDetailT } from "./detail-parts";

/** Listed apps in the same categories. */
export function AppDetailRelated({ related, t }: { related: TAppSummary[]; t: TDetailT }) {
  if (related.length === 0) return null;
  return (
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
  );
}
