"use client";

import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useId, useState } from "react";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import { DialogFrame } from "@/ui/dialog-frame";
import { FormAlert } from "@/ui/form-field";
import { useT } from "@/i18n/use-t";
import type { TOauthClientActions } from "./use-oauth-client-actions";

/** How long the old secret keeps working: none, an hour, a day, a week. */
export const OVERLAP_CHOICES = [0, 1, 24, 168] as const;

/** Asks how long the old secret should keep working, then rotates; the new secret opens in its own dialog. */
export function RotateSecretDialog(props: {
  client: TOauthClient | null;
  actions: TOauthClientActions;
  onClose: () => void;
}) {
  const t = useT("developerIntegrations");
  const id = useId();
  const [overlap, setOverlap] = useState<number>(24);
  const { client, actions } = props;
  const busy = client !== null && actions.busy === `rotate-${client.clientId}`;
  const rotate = async () => {
    if (!client) return;
    if (await actions.rotate(client, overlap)) props.onClose();
  };
  return (
    <DialogFrame
      open={client !== null}
      onClose={props.onClose}
      locked={busy}
      title={t("rotate.title", { name: client?.name ?? "" })}
      description={<p>{t("rotate.intro")}</p>}
      closeLabel={t("close")}
      testId="rotate-client-secret"
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={busy} onClick={props.onClose}>
            {t("cancel")}
          </button>
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void rotate()}>
            {busy ? t("rotate.running") : t("rotate.submit")}
          </button>
        </>
      }
    >
      <fieldset className="mt-4 flex flex-col gap-1">
        <legend className="mb-1 text-sm font-bold">{t("rotate.overlap")}</legend>
        {OVERLAP_CHOICES.map((hours) => (
          <label key={hours} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-overlap`}
              className="size-5"
              checked={overlap === hours}
              onChange={() => setOverlap(hours)}
            />
            <span className="text-sm">{t(`rotate.overlapChoices.h${hours}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="mt-3">
        <FormAlert message={actions.state.message} data-rotate-error="" />
      </div>
    </DialogFrame>
  );
}
