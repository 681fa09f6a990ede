"use client";

import type { TLocale } from "@store/domain/locales";
import type { TProviderUserState } from "@store/domain/schemas/provider";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { secondaryButton } from "@/ui/buttons";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { FormAlert } from "@/ui/form-field";
import { useOpsForm } from "./use-ops-form";

type TAction = "suspend" | "reactivate" | "resend";

/** The actions a user's state allows: invited people can be sent a new link, anyone suspended or let back. */
const ACTIONS: Record<TProviderUserState, TAction[]> = {
  invited: ["resend", "suspend"],
  active: ["suspend"],
  suspended: ["reactivate"],
};

function call(action: TAction, providerUserId: number, locale: TLocale) {
  const base = `/api/ops/provider_users/${providerUserId}`;
  if (action === "suspend") return apiClient.post(`${base}/suspension`);
  if (action === "reactivate") return apiClient.delete(`${base}/suspension`);
  return apiClient.post(`${base}/invitation`, { locale });
}

/** A provider user's buttons; the page is read again after each so the state shown is the server's. */
export function ProviderUserActions(props: {
  providerUserId: number;
  state: TProviderUserState;
  name: string;
  email: string;
}) {
  const t = useT("opsProviders.detail");
  const router = useRouter();
  const locale = useLocale() as TLocale;
  const { state, run } = useOpsForm();
  const [done, setDone] = useState<string | null>(null);

  const act = async (action: TAction) => {
    setDone(null);
    const answer = await run(() => call(action, props.providerUserId, locale));
    if (answer === undefined) return;
    setDone(t(`done.${action}`, { name: props.name, email: props.email }));
    router.refresh();
  };

  return (
    <div className="flex flex-col gap-2" data-user-actions={props.providerUserId}>
      <div className="flex flex-wrap gap-2">
        {ACTIONS[props.state].map((action) => (
          <button
            key={action}
            type="button"
            className={secondaryButton}
            disabled={state.pending}
            aria-busy={state.pending}
            onClick={() => void act(action)}
          >
            {t(`actions.${action}`)}
          </button>
        ))}
      </div>
      <FormAlert message={state.message} data-ops-error="" />
      <p role="status" className="text-sm text-ink-muted">
        {done ?? ""}
      </p>
    </div>
  );
}
