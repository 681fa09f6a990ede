"use client";

import { useId, useState } from "react";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import { fromLocalInput } from "../form-values";
import { ActionMessage } from "./action-message";
import { requestPublication } from "./publication-request";
import { useEditorialAction } from "./use-editorial-action";
import type { TConsoleKind } from "../editorial-kinds";

const button =
  "min-h-11 rounded-lg border border-line bg-white px-4 py-2 text-sm font-bold hover:bg-canvas disabled:opacity-50";

type TProps = { kind: TConsoleKind; id: number; published: boolean };

/** Publish now, schedule at a time, or unpublish (the item stays, previewable). */
export function PublicationPanel({ kind, id, published }: TProps) {
  const t = useT("opsEditorial.publication");
  const fieldId = useId();
  const hydrated = useHydrated();
  const [at, setAt] = useState("");
  const [missing, setMissing] = useState(false);
  const { busy, message, run } = useEditorialAction();
  const send = (publishedAt: string | null, done: string) => run(() => requestPublication(kind, id, publishedAt), done);
  const disabled = !hydrated || busy;

  return (
    <div className="flex flex-col gap-4" data-publication-panel="">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={`${button} border-brand-700 bg-brand-700 text-white hover:bg-brand-600`}
          disabled={disabled}
          onClick={() => send("now", t("publishedNow"))}
        >
          {t("publishNow")}
        </button>
        {published ? (
          <button type="button" className={button} disabled={disabled} onClick={() => send(null, t("unpublished"))}>
            {t("unpublish")}
          </button>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-bold">
          {t("scheduleAt")}
        </label>
        <div className="flex flex-wrap gap-3">
          <input
            id={fieldId}
            type="datetime-local"
            value={at}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${fieldId}-missing` : undefined}
            disabled={disabled}
            onChange={(event) => {
              setAt(event.target.value);
              setMissing(false);
            }}
            className="min-h-11 rounded-lg border border-line bg-white px-3 py-2 aria-[invalid=true]:border-danger"
          />
          <button
            type="button"
            className={button}
            disabled={disabled}
            onClick={() => {
              const iso = fromLocalInput(at);
              if (iso === "") setMissing(true);
              else void send(iso, t("scheduled"));
            }}
          >
            {t("schedule")}
          </button>
        </div>
        {missing ? (
          <p id={`${fieldId}-missing`} className="text-sm font-bold text-danger">
            {t("timeMissing")}
          </p>
        ) : null}
      </div>
      <ActionMessage message={message} />
    </div>
  );
}
