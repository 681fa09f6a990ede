"use client";

import { useId, useState } from "react";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import type { TDialogComponentProps } from "@/client/dialog-host";
import { useDialog } from "@/client/dialog-host";
import { useT } from "@/i18n/use-t";
import {
  connectionMethods,
  connectionNext,
  type TConnectionMethod,
  ZConnectionMethodProps,
} from "./connection-methods";

/**
 * SPEC §2 'connection' (connection method selection), opened by the startIntegrationMenu state of
 * SPEC §4: the admin chooses how the app connects to the suite and continues with that flow.
 */
export function ConnectionMethodDialog({ open, props, onClose }: TDialogComponentProps) {
  const t = useT("connectionMethod");
  const common = useT("dialogs");
  const { openDialog } = useDialog();
  const app = ZConnectionMethodProps.parse(props);
  const methods = connectionMethods(app);
  const [chosen, setChosen] = useState<TConnectionMethod | null>(methods[0] ?? null);
  const name = useId();
  const legendId = useId();

  const proceed = () => {
    if (!chosen) return;
    const next = connectionNext(chosen, app);
    if (next.type === "open") {
      window.open(next.url, "_blank", "noopener,noreferrer");
      onClose();
    } else openDialog(next.kind, props);
  };

  return (
    <DialogFrame
      closeLabel={common("close")}
      open={open}
      onClose={onClose}
      testId="connection"
      width={6}
      title={t("title", { name: app.name })}
      description={<p>{t("body")}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {common("cancel")}
          </button>
          <button type="button" className={primaryButton} disabled={!chosen} onClick={proceed}>
            {t("continue")}
          </button>
        </>
      }
    >
      <fieldset className="mt-5" aria-labelledby={legendId}>
        <legend id={legendId} className="mb-2 text-sm font-bold">
          {t("legend")}
        </legend>
        <div className="flex flex-col gap-3">
          {methods.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer gap-3 rounded-lg border border-line p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={name}
                value={method}
                checked={chosen === method}
                onChange={() => setChosen(method)}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block font-bold">{t(`method.${method}.label`)}</span>
                <span className="mt-1 block text-sm text-ink-muted">{t(`method.${method}.description`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </DialogFrame>
  );
}
