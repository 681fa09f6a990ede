import type { TPriceType } from "../enums";
import type { TAppContent } from "../schemas/app-content";
import type { TPreCheckFinding, TPreCheckRule } from "../schemas/pre-check";

/**
 * What the store's sanitiser took out of each rich text when it was last saved, by finding path
 * (`body`, `features.0.body`, `translations.en-us.body`): `<script>`, `onclick="…"`.
 */
export type TRemovedMarkup = Record<string, string[]>;

/** What the pre-checks read of a draft: its content and its own fields (SPEC §3 Draft app). */
export type TPreCheckDraft = {
  content: TAppContent;
  notificationEmail: string | null;
  loginUrl: string | null;
  /** What the sanitiser took out of its rich texts when they were saved. */
  removedMarkup?: TRemovedMarkup;
};

/** The store's plans by id, with their price type (the taxonomy the content's planId names). */
export type TPlanPriceTypes = ReadonlyMap<number, TPriceType>;

export type TFindingsByRule = Partial<Record<TPreCheckRule, TPreCheckFinding[]>>;

export type TFindingPath = TPreCheckFinding["path"];

export function failed(path: TFindingPath, code: string, values: TPreCheckFinding["values"] = {}): TPreCheckFinding {
  return { path, outcome: "failed", code, values };
}

export function warning(path: TFindingPath, code: string, values: TPreCheckFinding["values"] = {}): TPreCheckFinding {
  return { path, outcome: "warning", code, values };
}
