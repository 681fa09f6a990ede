"use client";

import { useFormatter } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";
import type { TFieldConflict } from "./draft-conflict";
import { smallButton } from "./sections/list-editor";

const primary =
  "min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60";

function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT("draftEditor.conflict");
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={smallButton}
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? t("copied") : label}
    </button>
  );
}

/**
 * After a 409: someone saved the draft since it was loaded here. Each field both changed shows both
 * texts (readable, selectable, copyable); the user keeps theirs, saves theirs with their own
 * changes on top, or copies their text first. Nothing is overwritten until they choose.
 */
export function ConflictPanel(props: {
  theirsUpdatedAt: string;
  conflicts: TFieldConflict[];
  fieldLabel: (field: TFieldConflict["field"]) => string;
  canSave: boolean;
  onKeepTheirs: () => void;
  onSaveBoth: () => void;
}) {
  const t = useT("draftEditor.conflict");
  const format = useFormatter();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const time = format.dateTime(new Date(props.theirsUpdatedAt), { dateStyle: "medium", timeStyle: "short" });
  const allMine = props.conflicts.map((c) => `${props.fieldLabel(c.field)}:\n${c.mine}`).join("\n\n");
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="draft-conflict-title"
      data-draft-conflict=""
      className="rounded-xl border-2 border-warning bg-amber-50 p-4"
    >
      <h2 id="draft-conflict-title" className="text-lg font-bold text-warning">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm">{t("body", { time })}</p>
      {props.conflicts.length === 0 ? <p className="mt-2 text-sm">{t("noOverlap")}</p> : null}
      <ul className="mt-3 flex flex-col gap-4">
        {props.conflicts.map((conflict) => {
          const label = props.fieldLabel(conflict.field);
          return (
            <li
              key={conflict.field}
              data-conflict-field={conflict.field}
              className="rounded-lg border border-line bg-white p-3"
            >
              <h3 className="font-bold">{label}</h3>
              <div className="mt-2 grid gap-3 md:grid-cols-2">
                {(["theirs", "mine"] as const).map((side) => (
                  <div key={side} className="flex flex-col gap-1" data-conflict-side={side}>
                    <label htmlFor={`conflict-${conflict.field}-${side}`} className="text-sm font-bold">
                      {t(side, { field: label })}
                    </label>
                    <textarea
                      id={`conflict-${conflict.field}-${side}`}
                      readOnly
                      rows={Math.min(8, Math.max(2, conflict[side].split("\n").length))}
                      value={conflict[side]}
                      className="w-full rounded-lg border border-line bg-canvas px-3 py-2 text-sm"
                    />
                  </div>
                ))}
              </div>
              <div className="mt-2">
                <CopyButton text={conflict.mine} label={t("copyMine", { field: label })} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button type="button" className={primary} disabled={!props.canSave} onClick={props.onSaveBoth}>
          {t("saveBoth")}
        </button>
        <button type="button" className={smallButton} onClick={props.onKeepTheirs}>
          {t("keepTheirs")}
        </button>
        {props.conflicts.length > 0 ? <CopyButton text={allMine} label={t("copyAllMine")} /> : null}
      </div>
    </section>
  );
}
