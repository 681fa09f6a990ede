"use client";

import type { TOpenAccessRequest } from "@store/domain/schemas/tenant";
import { useFormatter } from "next-intl";
import { useState } from "react";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { AccessRequestNoteField, isNoteTooLong } from "./access-request-note-field";
import { ACCESS_REQUEST_NOTE_MAX } from "@store/domain/schemas/tenant";
import { useDialog } from "@/client/dialog-host";
import { useToast } from "@/client/toast-host";
import { useT } from "@/i18n/use-t";

const actionButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-bold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * SPEC §3 Access request on /tenant_admin: the tenant's open requests, each installed through the
 * usual install dialog (which approves it) or declined with a note to the requester.
 */
export function AccessRequestsSection({ requests }: { requests: TOpenAccessRequest[] }) {
  const t = useT("dialogs.accessRequestAdmin");
  const format = useFormatter();
  const { openDialog } = useDialog();
  const [declining, setDeclining] = useState<TOpenAccessRequest | null>(null);
  return (
    <section aria-labelledby="access-requests-heading" className="mt-8" data-access-requests="">
      <h2 id="access-requests-heading" className="text-lg font-bold">
        {t("heading")}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-4 rounded-xl bg-canvas px-5 py-6 text-center" data-access-requests-empty="">
          {t("empty")}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {requests.map((request) => (
            <li
              key={request.id}
              className="rounded-xl border border-line bg-white p-4 sm:p-5"
              data-access-request={request.app.code}
            >
              <h3 className="font-bold break-words">{request.app.name}</h3>
              <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="text-ink-muted">{t("requester")}</dt>
                <dd className="break-words">
                  {request.name} ({request.email})
                </dd>
                <dt className="text-ink-muted">{t("note")}</dt>
                <dd className="break-words whitespace-pre-line">{request.note === "" ? t("noNote") : request.note}</dd>
                <dt className="text-ink-muted">{t("requestedAt")}</dt>
                <dd>
                  <time dateTime={request.requestedAt}>
                    {format.dateTime(new Date(request.requestedAt), { dateStyle: "medium", timeStyle: "short" })}
                  </time>
                </dd>
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={`${actionButton} bg-brand-700 text-white hover:bg-brand-800`}
                  aria-label={t("installLabel", { name: request.app.name, requester: request.name })}
                  onClick={() =>
                    openDialog("installApp", {
                      code: request.app.code,
                      name: request.app.name,
                      integrationType: request.app.integrationType,
                      termsUrl: request.app.termsUrl,
                      url: request.app.appUrl,
                      uninstallable: request.app.uninstallable,
                      sharedAppNames: request.app.sharedAppNames,
                    })
                  }
                >
                  {t("install")}
                </button>
                <button
                  type="button"
                  className={`${actionButton} border border-line bg-white text-ink hover:bg-canvas`}
                  aria-label={t("declineLabel", { name: request.app.name, requester: request.name })}
                  onClick={() => setDeclining(request)}
                >
                  {t("decline")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {declining ? <DeclineDialog request={declining} onClose={() => setDeclining(null)} /> : null}
    </section>
  );
}

function DeclineDialog({ request, onClose }: { request: TOpenAccessRequest; onClose: () => void }) {
  const t = useT("dialogs.accessRequestAdmin");
  const common = useT("dialogs");
  const { showToastAfterReload } = useToast();
  const [note, setNote] = useState("");
  const { state, run, hold, fail } = useApiForm({ unexpected: t("failed"), shows: "accessRequest" });
  const sending = state.pending;
  const error = state.message;
  const submit = async () => {
    if (isNoteTooLong(note)) {
      fail(t("tooLong", { max: ACCESS_REQUEST_NOTE_MAX, count: note.length }));
      return;
    }
    const declined = await run(async () => {
      await apiClient.post(`/api/tenant_admin/access_requests/${request.id}/decline`, { note });
      return true;
    });
    if (!declined) return;
    // Loading until the page reloads.
    hold();
    showToastAfterReload(t("declined", { name: request.app.name }));
    window.location.reload();
  };
  return (
    <DialogFrame
      closeLabel={common("close")}
      open
      onClose={onClose}
      locked={sending}
      testId="declineAccessRequest"
      width={5}
      title={t("declineTitle", { name: request.app.name })}
      description={<p>{t("declineBody", { requester: request.name })}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose} disabled={sending}>
            {common("close")}
          </button>
          <button type="button" className={primaryButton} onClick={submit} disabled={sending}>
            {sending ? <Spinner /> : null}
            {t("declineSubmit")}
          </button>
        </>
      }
    >
      <AccessRequestNoteField
        label={t("declineNote")}
        counter={(count, max) => t("counter", { count, max })}
        value={note}
        onChange={setNote}
        rows={4}
        error={error}
      />
    </DialogFrame>
  );
}
