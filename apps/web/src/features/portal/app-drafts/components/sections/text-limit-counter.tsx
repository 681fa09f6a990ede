"use client";

import { textLimitState } from "@store/domain/text-limit";
import { useT } from "@/i18n/use-t";

/**
 * SPEC §5: a text area shows the characters remaining, or how many it is over the limit. The
 * field names this in its aria-describedby, so a screen reader hears it with the field.
 */
export function TextLimitCounter({ id, value, max }: { id: string; value: string; max: number }) {
  const t = useT("developerArea.profile");
  const { remaining, over } = textLimitState(value, max);
  return (
    <p
      id={id}
      data-text-limit={over > 0 ? "over" : "within"}
      className={`text-right text-xs ${over > 0 ? "font-bold text-danger" : "text-ink-muted"}`}
    >
      {over > 0 ? t("over", { count: over }) : t("remaining", { count: remaining })}
      <span className="sr-only"> ({t("limitNote", { max })})</span>
    </p>
  );
}
