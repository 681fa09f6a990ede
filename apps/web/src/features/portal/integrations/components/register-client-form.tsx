"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { primaryButton, Spinner } from "@/ui/buttons";
import { FormAlert } from "@/ui/form-field";
import { useT } from "@/i18n/use-t";
import { ClientFields, clientBody, EMPTY_CLIENT_VALUES, type TClientValues } from "./client-fields";
import { OAUTH_CLIENTS_API, type TShownSecret } from "./use-oauth-client-actions";

/** Registers a client at the parent service; its secret opens in the once-only dialog. What was typed stays on a refusal. */
export function RegisterClientForm(props: {
  scopes: readonly TScopeView[];
  onRegistered: (secret: TShownSecret) => void;
}) {
  const t = useT("developerIntegrations");
  const id = useId();
  const router = useRouter();
  const { state, run, check, clearError } = useApiForm({
    unexpected: t("failed"),
    shows: "anyMessage",
    focusFirstInvalid: true,
  });
  const [values, setValues] = useState<TClientValues>(EMPTY_CLIENT_VALUES);
  const submit = async () => {
    const body = clientBody(values);
    if (body.redirectUris.length === 0 || body.name === "") {
      check({
        ...(body.name === "" ? { name: [t("errors.nameRequired")] } : {}),
        ...(body.redirectUris.length === 0 ? { redirectUris: [t("errors.redirectUriRequired")] } : {}),
      });
      return;
    }
    const answer = await run(() =>
      apiClient.post<{ client: TOauthClient; clientSecret: string }>(OAUTH_CLIENTS_API, body),
    );
    if (!answer) return;
    props.onRegistered({ clientName: answer.client.name, secret: answer.clientSecret, previousSecretExpiresAt: null });
    setValues(EMPTY_CLIENT_VALUES);
    router.refresh();
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t("register.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("register.intro")}</p>
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        data-register-client=""
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ClientFields
          values={values}
          scopes={props.scopes}
          items={state.items}
          disabled={state.pending}
          hintId={`${id}-hint`}
          onChange={(next, field) => {
            setValues(next);
            clearError(field);
          }}
        />
        <FormAlert message={state.message} data-register-error="" />
        <div>
          <button type="submit" className={primaryButton} disabled={state.pending}>
            {state.pending ? <Spinner /> : null}
            {state.pending ? t("register.running") : t("register.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
