"use client";

import type { ReactNode } from "react";
import { useId } from "react";
import { primaryButton, Spinner } from "@/ui/buttons";
import { FormAlert } from "@/ui/form-field";
import { useT } from "@/i18n/use-t";

/**
 * The register form of a client or an add-on: its title and intro, the fields, the refusal under
 * them and the button. The form carries `data-{marker}` for the tests.
 */
export function RegisterSection(props: {
  title: string;
  intro: string;
  marker: "register-client" | "register-addon";
  pending: boolean;
  message: string | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const t = useT("developerIntegrations");
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {props.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{props.intro}</p>
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        {...{ [`data-${props.marker}`]: "" }}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        {props.children}
        <FormAlert message={props.message} data-register-error="" />
        <div>
          <button type="submit" className={primaryButton} disabled={props.pending}>
            {props.pending ? <Spinner /> : null}
            {props.pending ? t("register.running") : t("register.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
