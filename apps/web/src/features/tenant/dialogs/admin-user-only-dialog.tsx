"use client";

import { useId, useState } from "react";
import { z } from "zod";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { AccessRequestNoteField, isNoteTooLong } from "@/features/tenant/access-request";
import { ACCESS_REQUEST_NOTE_MAX } from "@store/domain/schemas/tenant";
import { usePublicConfig } from "@/server/public/public-config-context";
import { useToast } from "@/client/toast-host";
import { useT } from "@/i18n/use-t";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import type { TDialogComponentProps } from "@/client/dialog-host";

/** The app a member may ask their admins for (pressEffect's props); none for other admin-only actions. */
const ZRequestableApp = z.object({ code: z.string(), name: z.string() }).nullable().catch(null);

/**
 * SPEC §6: a signed-in user without admin authority tried an admin-only action. For installing an
 * app, SPEC §3 Access request: they may ask the tenant's admins for it with a short note.
 */
export function AdminUserOnlyDialog({ open, props, onClose }: TDialogComponentProps) {
  const t = useT("dialogs");
  const { suiteUrl } = usePublicConfig();
  const app = ZRequestableApp.parse(props ?? null);
  return (
    <DialogFrame
      closeLabel={t("close")}
      open={open}
      onClose={onClose}
      testId="adminUserOnly"
      width={5}
      title={t("adminUserOnly.title")}
      description={<p>{t("adminUserOnly.body")}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t("close")}
          </button>
          <a href={new URL("/login", suiteUrl).toString()} className={primaryButton}>
            {t("adminUserOnly.action")}
          </a>
        </>
      }
    >
      {app ? <AccessRequestForm app={app} onSent={onClose} /> : null}
    </DialogFrame>
  );
}

function AccessRequestForm({ app, onSent }: { app: { code: string; name: string }; onSent: () => void }) {
  const t = useT("dialogs.accessRequest");
  const { showToast } = useToast();
  const [note, setNote] = useState("");
  const { state, run, hold, fail } = useApiForm({ unexpected: t("failed"), shows: "accessRequest" });
  const sending = state.pending;
  const error = state.message;
  const headingId = useId();
  const send = async () => {
    if (isNoteTooLong(note)) {
      fail(t("tooLong", { max: ACCESS_REQUEST_NOTE_MAX, count: note.length }));
      return;
    }
    const answer = await run(() =>
      apiClient.post<{ alreadyRequested: boolean }>("/api/access_requests", { code: app.code, note }),
    );
    if (!answer) return;
    // Loading until the dialog closes.
    hold();
    showToast(answer.alreadyRequested ? t("already", { name: app.name }) : t("sent", { name: app.name }));
    onSent();
  };
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg bg-canvas p-4" data-access-request-form="">
      <h3 id={headingId} className="font-bold">
        {t("heading", { name: app.name })}
      </h3>
      <p className="mt-1 text-sm">{t("body")}</p>
      <AccessRequestNoteField
        label={t("noteLabel")}
        counter={(count, max) => t("counter", { count, max })}
        value={note}
        onChange={setNote}
        rows={3}
        error={error}
        labelClassName="mt-3"
      />
      <button type="button" className={`${primaryButton} mt-2`} onClick={send} disabled={sending}>
        {sending ? <Spinner /> : null}
        {t("ask")}
      </button>
    </section>
  );
}
