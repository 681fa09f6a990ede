import type { ReactNode } from "react";
import type { getT } from "@/i18n/get-t";
import { appListState } from "../list/app-list-url";

/** The `appDetail` translator every part of the page receives from the view. */
export type TDetailT = Awaited<ReturnType<typeof getT>>;

/** The app list with no filter, from which category and tag links start. */
export const EMPTY_LIST = appListState({ categories: [], campaign: false, page: 1, perPage: 24 });

export function External({ href, children, t }: { href: string; children: ReactNode; t: TDetailT }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
      {children}
      <span className="sr-only">{t("newTab")}</span>
    </a>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-10" data-section={id}>
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
