"use client";

import { useId } from "react";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import { useT } from "@/i18n/use-t";
import type { TDialogComponentProps } from "@/client/dialog-host";
import { DocumentRequestAlert, DocumentRequestForm } from "./document-request-form";
import { DocumentRequestThanks } from "./document-request-thanks";
import { useDocumentRequest, ZDocumentRequestDialogProps } from "./use-document-request";

/**
 * SPEC §2 Document request, §4 its status, §5 its rules: the visitor's e-mail address and areas
 * of interest; the mail with the document link comes from the job worker. The address follows the
 * dialog (SPEC §2 Document-request dialog address).
 */
export function DocumentRequestDialog({ open, props, onClose }: TDialogComponentProps) {
  const t = useT("dialogs.documentRequest");
  const common = useT("dialogs");
  const app = ZDocumentRequestDialogProps.parse(props);
  const request = useDocumentRequest(app, open, onClose);
  const formId = useId();
  const sending = request.state.pending;

  if (request.sent) return <DocumentRequestThanks open={open} name={app.name} close={request.close} />;

  return (
    <DialogFrame
      closeLabel={common("close")}
      open={open}
      onClose={request.close}
      locked={sending}
      testId="documentRequest"
      width="document"
      title={t("title", { name: app.name })}
      description={
        <>
          <p>{t("body")}</p>
          <p className="mt-1">{t("notNotified")}</p>
        </>
      }
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={sending} onClick={request.close}>
            {common("cancel")}
          </button>
          <button
            type="submit"
            form={formId}
            className={primaryButton}
            disabled={sending || request.email.trim() === ""}
            aria-busy={sending}
          >
            {sending ? <Spinner /> : null}
            {sending ? t("sending") : t("action")}
          </button>
        </>
      }
    >
      <DocumentRequestForm formId={formId} code={app.code} name={app.name} request={request} />
      <DocumentRequestAlert state={request.state} />
    </DialogFrame>
  );
}
