"use client";

import { APP_MIN_RATINGS, type TAppMinRating, type TPriceType } from "@store/domain/enums";
import { type FormEvent, useState } from "react";
import { useT } from "@/i18n/use-t";
import { useAppList } from "./app-list-state";
import { APP_LIST_PATH, hasFilters } from "./app-list-url";
import type { TAppFacets, TCategoryFacet } from "../catalog-types";

const PLAN_OPTIONS: (TPriceType | null)[] = [null, "free", "paid"];
const RATING_OPTIONS: (TAppMinRating | null)[] = [null, ...APP_MIN_RATINGS];

function Count({ count }: { count: number }) {
  const t = useT("catalog.filters");
  return <span className="ml-auto shrink-0 pl-2 text-xs text-ink-muted tabular-nums">{t("count", { count })}</span>;
}

/**
 * SPEC §3 Filter facets: categories with children, plans, campaign, each option with the number
 * of apps it would give, and a minimum rating (issue 28; not counted: its counts would read every
 * rated app per request). Every change pushes the list's URL. Without JavaScript the form is a
 * plain GET form with an apply button.
 */
export function AppFilterPanel({ facets, idPrefix }: { facets: TAppFacets; idPrefix: string }) {
  const t = useT("catalog.filters");
  const { state, navigate } = useAppList();
  const selected = new Set(state.categories);

  const toggleCategory = (category: TCategoryFacet | TCategoryFacet["children"][number], parent?: TCategoryFacet) => {
    if (selected.has(category.id)) {
      navigate({ categories: state.categories.filter((id) => id !== category.id) });
      return;
    }
    // A parent includes its children: choosing it drops them from the choice.
    const childIds = new Set("children" in category ? category.children.map((c) => c.id) : []);
    navigate({
      categories: [...state.categories.filter((id) => !childIds.has(id) && id !== parent?.id), category.id],
    });
  };

  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form action={APP_LIST_PATH} method="get" onSubmit={onSubmit} className="flex flex-col gap-6 text-sm">
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}

      <fieldset>
        <legend className="mb-2 font-bold">{t("categories")}</legend>
        <ul className="flex flex-col gap-0.5">
          {facets.categories.map((category) => (
            <CategoryOption
              key={category.id}
              category={category}
              idPrefix={idPrefix}
              selected={selected}
              onToggle={toggleCategory}
            />
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-bold">{t("plan")}</legend>
        <ul className="flex flex-col gap-0.5">
          {PLAN_OPTIONS.map((priceType) => {
            const id = `${idPrefix}-plan-${priceType ?? "any"}`;
            const count = priceType ? facets.plans.find((p) => p.priceType === priceType)?.count : undefined;
            return (
              <li key={id}>
                <label
                  htmlFor={id}
                  className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-canvas"
                >
                  <input
                    id={id}
                    type="radio"
                    name="plan"
                    value={priceType ?? ""}
                    checked={state.plan === priceType}
                    onChange={() => navigate({ plan: priceType })}
                    className="size-4 accent-brand-600"
                  />
                  <span>{t(`planOption.${priceType ?? "any"}`)}</span>
                  {count !== undefined ? <Count count={count} /> : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-bold">{t("campaign")}</legend>
        <label
          htmlFor={`${idPrefix}-campaign`}
          className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-canvas"
        >
          <input
            id={`${idPrefix}-campaign`}
            type="checkbox"
            name="campaign"
            value="true"
            checked={state.campaign}
            disabled={!state.campaign && facets.campaign.count === 0}
            onChange={() => navigate({ campaign: !state.campaign })}
            className="size-4 accent-brand-600"
          />
          <span>{t("campaignOption")}</span>
          <Count count={facets.campaign.count} />
        </label>
      </fieldset>

      <RatingOptions idPrefix={idPrefix} />

      <noscript>
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-bold text-white">
          {t("apply")}
        </button>
      </noscript>
      {hasFilters(state) ? (
        <button
          type="button"
          onClick={() => navigate({ categories: [], plan: null, campaign: false, minRating: null })}
          className="self-start text-brand-700 underline"
        >
          {t("clear")}
        </button>
      ) : null}
    </form>
  );
}

/** At least this many stars on average, or any rating. */
function RatingOptions({ idPrefix }: { idPrefix: string }) {
  const t = useT("catalog.filters");
  const { state, navigate } = useAppList();
  return (
    <fieldset>
      <legend className="mb-2 font-bold">{t("rating")}</legend>
      <ul className="flex flex-col gap-0.5">
        {RATING_OPTIONS.map((rating) => {
          const id = `${idPrefix}-rating-${rating ?? "any"}`;
          return (
            <li key={id}>
              <label htmlFor={id} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-canvas">
                <input
                  id={id}
                  type="radio"
                  name="rating"
                  value={rating ?? ""}
                  checked={state.minRating === rating}
                  onChange={() => navigate({ minRating: rating })}
                  className="size-4 accent-brand-600"
                />
                <span>{t(`ratingOption.${rating ?? "any"}`)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function CategoryOption({
  category,
  idPrefix,
  selected,
  onToggle,
}: {
  category: TCategoryFacet;
  idPrefix: string;
  selected: Set<number>;
  onToggle: (category: TCategoryFacet | TCategoryFacet["children"][number], parent?: TCategoryFacet) => void;
}) {
  const t = useT("catalog.filters");
  const parentChosen = selected.has(category.id);
  const childChosen = category.children.some((child) => selected.has(child.id));
  const [open, setOpen] = useState(parentChosen || childChosen);
  const id = `${idPrefix}-category-${category.id}`;
  const childrenId = `${id}-children`;
  return (
    <li>
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="flex flex-1 cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-canvas">
          <input
            id={id}
            type="checkbox"
            name="categories"
            value={category.id}
            checked={parentChosen}
            disabled={!parentChosen && category.count === 0}
            onChange={() => onToggle(category)}
            className="size-4 accent-brand-600"
          />
          <span data-taxonomy="category">{category.name}</span>
          <Count count={category.count} />
        </label>
        {category.children.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={childrenId}
            onClick={() => setOpen((value) => !value)}
            className="grid size-7 shrink-0 place-items-center rounded hover:bg-canvas"
          >
            <span className="sr-only">{t(open ? "hideChildren" : "showChildren", { name: category.name })}</span>
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={open ? "rotate-180" : ""}>
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
        ) : null}
      </div>
      {category.children.length > 0 ? (
        <ul id={childrenId} hidden={!open} className="ml-6 flex flex-col gap-0.5">
          {category.children.map((child) => {
            const childId = `${idPrefix}-category-${child.id}`;
            return (
              <li key={child.id}>
                <label
                  htmlFor={childId}
                  className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-canvas"
                >
                  <input
                    id={childId}
                    type="checkbox"
                    name="categories"
                    value={child.id}
                    checked={parentChosen || selected.has(child.id)}
                    disabled={parentChosen || (!selected.has(child.id) && child.count === 0)}
                    onChange={() => onToggle(child, category)}
                    className="size-4 accent-brand-600"
                  />
                  <span>{child.name}</span>
                  <Count count={child.count} />
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}
