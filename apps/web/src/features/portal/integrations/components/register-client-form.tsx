"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useRouter } from "next/navigation";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { ClientFields, clientBody, EMPTY_CLIENT_VALUES } from "./client-fields";
import { RegisterSection } from "./register-section";
import { OAUTH_CLIENTS_API, type TShownSecret } from "./use-oauth-client-actions";
import { useRegistrationForm } from "./use-registration-form";

/** Registers a client at the parent service; its secret opens in the once-only dialog. What was typed stays on a refusal. */
export function RegisterClientForm(props: {
  scopes: readonly TScopeView[];
  onRegistered: (secret: TShownSecret) => void;
}) {
  const t = useT("developerIntegrations");
  const router = useRouter();
  const form = useRegistrationForm(() => EMPTY_CLIENT_VALUES, { focusFirstInvalid: true });
  const submit = async () => {
    const body = clientBody(form.values);
    if (body.redirectUris.length === 0 || body.name === "") {
      form.check({
        ...(body.name === "" ? { name: [t("errors.nameRequired")] } : {}),
        ...(body.redirectUris.length === 0 ? { redirectUris: [t("errors.redirectUriRequired")] } : {}),
      });
      return;
    }
    const answer = await form.run(() =>
      apiClient.post<{ client: TOauthClient; clientSecret: string }>(OAUTH_CLIENTS_API, body),
    );
    if (!answer) return;
    props.onRegistered({ clientName: answer.client.name, secret: answer.clientSecret, previousSecretExpiresAt: null });
    form.setValues(EMPTY_CLIENT_VALUES);
    router.refresh();
  };
  return (
    <RegisterSection
      title={t("register.title")}
      intro={t("register.intro")}
      marker="register-client"
      pending={form.state.pending}
      message={form.state.message}
      onSubmit={() => void submit()}
    >
      <ClientFields {...form.fields} scopes={props.scopes} />
    </RegisterSection>
  );
}
