"use client";

import { VOICE_RATING_MAX, VOICE_RATING_MIN } from "@store/domain/voices/voice-limits";
import type { ReactNode } from "react";
import { useT } from "@/i18n/use-t";

const STARS = Array.from({ length: VOICE_RATING_MAX - VOICE_RATING_MIN + 1 }, (_, i) => VOICE_RATING_MIN + i);

/**
 * The rating as a group of radio buttons (one star to five): the browser's own keyboard handling
 * (Tab into the group, arrows to move and choose), each labelled for a screen reader; the stars up to
 * the chosen one are filled.
 */
export function StarRatingField(props: {
  value: number | null;
  onChange: (rating: number) => void;
  /** Ids of the texts that describe the group (its findings). */
  describedBy?: string;
  invalid: boolean;
  children?: ReactNode;
}) {
  const t = useT("voices.write");
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-describedby={props.describedBy || undefined}
      aria-invalid={props.invalid || undefined}
      data-field="rating"
    >
      <legend className="mb-1 text-sm font-bold">{t("form.rating")}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {STARS.map((star) => {
          const filled = props.value !== null && star <= props.value;
          const id = `voice-rating-${star}`;
          return (
            <span key={star} className="relative">
              <input
                id={id}
                type="radio"
                name="rating"
                value={star}
                checked={props.value === star}
                onChange={() => props.onChange(star)}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <label
                htmlFor={id}
                className={`flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl leading-none peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${filled ? "text-amber-600" : "text-ink-muted"}`}
              >
                <span aria-hidden="true">{filled ? "★" : "☆"}</span>
                <span className="sr-only">{t("form.star", { count: star })}</span>
              </label>
            </span>
          );
        })}
        <span className="ms-2 text-sm text-ink-muted" aria-hidden="true" data-rating-text>
          {props.value === null ? t("form.ratingNone") : t("form.star", { count: props.value })}
        </span>
      </div>
      {props.children}
    </fieldset>
  );
}
