"use client";

import type { TLocale } from "@store/domain/locales";
import { ZCreatedAppProvider } from "@store/domain/schemas/provider";
import { useLocale } from "next-intl";
import { Link } from "@/ui/store-link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { primaryButton, secondaryButton, Spinner } from "@/ui/buttons";
import { OPS_PATHS, opsProviderPath } from "@/paths/ops-paths";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { FormAlert, FormField } from "@/ui/form-field";
import { MailLocaleSelect } from "./ops-form-fields";
import { useOpsForm } from "./use-ops-form";

export const PROVIDERS_API = "/api/ops/providers";

const EMPTY = { name: "", email: "", url: "", description: "", firstName: "", lastName: "", userEmail: "" };

/**
 * /ops/providers/new: the provider and its first user, sent as one request (one transaction on the
 * server); on success the provider's page, where the invited user shows as not accepted yet.
 */
export function NewProviderForm() {
  const t = useT("opsProviders.new");
  const router = useRouter();
  const [values, setValues] = useState(EMPTY);
  const viewerLocale = useLocale() as TLocale;
  const [locale, setLocale] = useState<TLocale>(viewerLocale);
  const { state, run } = useOpsForm();
  const field = (key: keyof typeof EMPTY) => ({
    value: values[key],
    onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
    disabled: state.pending,
  });

  const submit = async () => {
    const created = await run(async () =>
      ZCreatedAppProvider.parse(
        await apiClient.post(PROVIDERS_API, {
          name: values.name,
          email: values.email,
          url: values.url,
          description: values.description,
          firstUser: { firstName: values.firstName, lastName: values.lastName, email: values.userEmail },
          locale,
        }),
      ),
    );
    if (created) router.push(opsProviderPath(created.id));
  };

  return (
    <form
      noValidate
      aria-busy={state.pending}
      className="flex flex-col gap-6"
      data-new-provider-form=""
      onSubmit={(event) => {
        event.preventDefault();
        if (!state.pending) void submit();
      }}
    >
      <FormAlert message={state.message} data-ops-error="" />
      <fieldset className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5">
        <legend className="px-1 text-lg font-bold">{t("providerHeading")}</legend>
        <FormField name="name" label={t("name")} required errors={state.items.name} {...field("name")} />
        <FormField
          name="email"
          label={t("email")}
          type="email"
          required
          errors={state.items.email}
          {...field("email")}
        />
        <FormField name="url" label={t("url")} type="url" errors={state.items.url} {...field("url")} />
        <FormField
          name="description"
          label={t("description")}
          multiline
          errors={state.items.description}
          {...field("description")}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5">
        <legend className="px-1 text-lg font-bold">{t("userHeading")}</legend>
        <p className="text-sm text-ink-muted">{t("userLead")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="firstUser.lastName"
            label={t("lastName")}
            required
            errors={state.items["firstUser.lastName"]}
            {...field("lastName")}
          />
          <FormField
            name="firstUser.firstName"
            label={t("firstName")}
            required
            errors={state.items["firstUser.firstName"]}
            {...field("firstName")}
          />
        </div>
        <FormField
          name="firstUser.email"
          label={t("userEmail")}
          type="email"
          required
          errors={state.items["firstUser.email"]}
          {...field("userEmail")}
        />
        <MailLocaleSelect label={t("locale")} value={locale} onChange={setLocale} disabled={state.pending} />
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className={primaryButton} disabled={state.pending} aria-busy={state.pending}>
          {state.pending ? <Spinner /> : null}
          {state.pending ? t("submitting") : t("submit")}
        </button>
        <Link href={OPS_PATHS.providers} className={secondaryButton}>
          {t("cancel")}
        </Link>
      </div>
    </form>
  );
}
