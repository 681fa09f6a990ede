"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import { DialogFrame } from "@/ui/dialog-frame";
import { FormAlert } from "@/ui/form-field";
import { useT } from "@/i18n/use-t";
import { ClientFields, clientBody, type TClientValues } from "./client-fields";
import { OAUTH_CLIENTS_API } from "./use-oauth-client-actions";

function valuesOf(client: TOauthClient): TClientValues {
  return { name: client.name, redirectUris: client.redirectUris.join("\n"), scopes: client.scopes };
}

/** Changes a client's name, redirect URIs and scopes at the parent service; a refusal keeps what was typed. */
export function EditClientDialog(props: { client: TOauthClient; scopes: readonly TScopeView[]; onClose: () => void }) {
  const t = useT("developerIntegrations");
  const id = useId();
  const router = useRouter();
  const { state, run, clearError } = useApiForm({ unexpected: t("failed"), shows: "anyMessage" });
  const [values, setValues] = useState<TClientValues>(() => valuesOf(props.client));
  // Scopes the catalogue no longer names stay listed, so the provider sees and can drop them.
  const known = new Set(props.scopes.map((scope) => scope.name));
  const scopes = [
    ...props.scopes,
    ...props.client.scopes
      .filter((name) => !known.has(name))
      .map((name) => ({
        name,
        access: name.endsWith(":write") ? ("write" as const) : ("read" as const),
        label: name,
        description: "",
      })),
  ];
  const save = async () => {
    const saved = await run(() =>
      apiClient.patch<TOauthClient>(
        `${OAUTH_CLIENTS_API}/${encodeURIComponent(props.client.clientId)}`,
        clientBody(values),
      ),
    );
    if (!saved) return;
    router.refresh();
    props.onClose();
  };
  return (
    <DialogFrame
      open
      onClose={props.onClose}
      locked={state.pending}
      width={8}
      title={t("edit.title", { name: props.client.name })}
      description={<p>{t("edit.intro")}</p>}
      closeLabel={t("close")}
      testId="edit-oauth-client"
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={state.pending} onClick={props.onClose}>
            {t("cancel")}
          </button>
          <button type="submit" form={`${id}-form`} className={primaryButton} disabled={state.pending}>
            {state.pending ? t("edit.running") : t("edit.submit")}
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
          void save();
        }}
      >
        <ClientFields
          values={values}
          scopes={scopes}
          items={state.items}
          disabled={state.pending}
          hintId={`${id}-hint`}
          onChange={(next, field) => {
            setValues(next);
            clearError(field);
          }}
        />
        <FormAlert message={state.message} data-edit-error="" />
      </form>
    </DialogFrame>
  );
}
