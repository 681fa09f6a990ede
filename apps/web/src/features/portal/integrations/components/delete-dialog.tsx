"use client";

import { primaryButton, secondaryButton } from "@/ui/buttons";
import { DialogFrame } from "@/ui/dialog-frame";
import { FormAlert } from "@/ui/form-field";
import { useT } from "@/i18n/use-t";

/**
 * Confirms the delete of a client or an add-on (`name`; closed while null); one in use is refused
 * with the apps named, in the server's words (`message`).
 */
export function DeleteDialog(props: {
  name: string | null;
  intro: string;
  busy: boolean;
  message: string | null;
  testId: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useT("developerIntegrations");
  const { busy } = props;
  const remove = async () => {
    if (await props.onConfirm()) props.onClose();
  };
  return (
    <DialogFrame
      open={props.name !== null}
      onClose={props.onClose}
      locked={busy}
      title={t("delete.title", { name: props.name ?? "" })}
      description={<p>{props.intro}</p>}
      closeLabel={t("close")}
      testId={props.testId}
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={busy} onClick={props.onClose}>
            {t("cancel")}
          </button>
          <button type="button" className={`${primaryButton} bg-danger`} disabled={busy} onClick={() => void remove()}>
            {busy ? t("delete.running") : t("delete.submit")}
          </button>
        </>
      }
    >
      <div className="mt-3">
        <FormAlert message={props.message} data-delete-error="" />
      </div>
    </DialogFrame>
  );
}
