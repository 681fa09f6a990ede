"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useId } from "react";
import { apiClient } from "@/client/api-client";
import type { TApiFormState } from "@/client/use-api-form";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import { DialogFrame } from "@/ui/dialog-frame";
import { FormAlert } from "@/ui/form-field";
import { useT } from "@/i18n/use-t";

type TSavingForm = { state: TApiFormState; run: <R>(call: () => Promise<R>) => Promise<R | undefined> };

/** Saves the body with a PATCH to `path`; the page is read again and the dialog closes, or the refusal shows. */
export function useSaveAndClose(form: TSavingForm, onClose: () => void) {
  const router = useRouter();
  return async (path: string, body: unknown) => {
    if ((await form.run(() => apiClient.patch<unknown>(path, body))) === undefined) return;
    router.refresh();
    onClose();
  };
}

/** The edit dialog of a client or an add-on: its fields, the refusal under them, save and cancel. */
export function EditDialog(props: {
  title: string;
  intro: string;
  form: { state: TApiFormState };
  testId: string;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT("developerIntegrations");
  const id = useId();
  const { pending, message } = props.form.state;
  return (
    <DialogFrame
      open
      onClose={props.onClose}
      locked={pending}
      width={8}
      title={props.title}
      description={<p>{props.intro}</p>}
      closeLabel={t("close")}
      testId={props.testId}
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={pending} onClick={props.onClose}>
            {t("cancel")}
          </button>
          <button type="submit" form={`${id}-form`} className={primaryButton} disabled={pending}>
            {pending ? t("edit.running") : t("edit.submit")}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        {props.children}
        <FormAlert message={message} data-edit-error="" />
      </form>
    </DialogFrame>
  );
}
