"use client";

import type { TLocale } from "@store/domain/locales";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { primaryButton, Spinner } from "@/ui/buttons";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { FormAlert, FormField } from "@/ui/form-field";
import { MailLocaleSelect } from "./ops-form-fields";
import { useOpsForm } from "./use-ops-form";

/** The accounts issue's invitation endpoint: the one way a provider user is invited. */
const INVITATIONS_API = "/api/ops/provider_user_invitations";

const EMPTY = { firstName: "", lastName: "", email: "" };

/** Invites one more person of this provider; the list above shows them once the mail is queued. */
export function InviteUserForm({ appProviderId }: { appProviderId: number }) {
  const t = useT("opsProviders.detail");
  const router = useRouter();
  const viewerLocale = useLocale() as TLocale;
  const [values, setValues] = useState(EMPTY);
  const [locale, setLocale] = useState<TLocale>(viewerLocale);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { state, run } = useOpsForm();
  const field = (key: keyof typeof EMPTY) => ({
    value: values[key],
    onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
    disabled: state.pending,
    errors: state.items[key],
  });

  const submit = async () => {
    setSentTo(null);
    const done = await run(() => apiClient.post(INVITATIONS_API, { appProviderId, ...values, locale }));
    if (done === undefined) return;
    setSentTo(values.email);
    setValues(EMPTY);
    router.refresh();
  };

  return (
    <form
      noValidate
      aria-busy={state.pending}
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5"
      data-invite-user-form=""
      onSubmit={(event) => {
        event.preventDefault();
        if (!state.pending) void submit();
      }}
    >
      <FormAlert message={state.message} data-ops-error="" />
      <p role="status" className="text-sm font-bold text-brand-700" data-invite-sent="">
        {sentTo ? t("invited", { email: sentTo }) : ""}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="lastName" label={t("lastName")} required {...field("lastName")} />
        <FormField name="firstName" label={t("firstName")} required {...field("firstName")} />
      </div>
      <FormField name="email" label={t("email")} type="email" required {...field("email")} />
      <MailLocaleSelect label={t("locale")} value={locale} onChange={setLocale} disabled={state.pending} />
      <div>
        <button type="submit" className={primaryButton} disabled={state.pending} aria-busy={state.pending}>
          {state.pending ? <Spinner /> : null}
          {state.pending ? t("inviting") : t("invite")}
        </button>
      </div>
    </form>
  );
}
