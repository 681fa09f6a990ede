"use client";

import { type ReactNode, useState } from "react";
import { FormAlert } from "@/ui/form-field";

/**
 * Which dialog of which card is open on a list of the integrations page; opening one forgets the
 * refusal the list showed (`clearError`), so the dialog shows its own.
 */
export function useOpenDialog<TDialog extends string, TItem>(clearError: () => void) {
  const [open, setOpen] = useState<{ dialog: TDialog; item: TItem } | null>(null);
  return {
    open,
    show: (dialog: TDialog, item: TItem) => {
      clearError();
      setOpen({ dialog, item });
    },
    close: () => setOpen(null),
    /** The item whose `dialog` is open, or null. */
    itemOf: (dialog: TDialog): TItem | null => (open?.dialog === dialog ? open.item : null),
  };
}

/**
 * A list of the integrations page (OAuth clients, add-ons): its heading (`id` for links to it),
 * what the last action said (`notice`) or refused (`message`, while no dialog shows it), the cards
 * or `emptyText`, then the register form, or `unavailable` when it cannot be offered (null `register`).
 */
export function IntegrationList(props: {
  id: string;
  title: string;
  intro?: string;
  marker: "integrations" | "addons";
  notice: string | null;
  message: string | null;
  emptyText: string;
  count: number;
  register: ReactNode | null;
  unavailable: string;
  children: ReactNode;
}) {
  const marker = (what: string) => ({ [`data-${props.marker}-${what}`]: "" });
  return (
    <>
      <section id={props.id} aria-labelledby={`${props.id}-title`} className="flex scroll-mt-24 flex-col gap-3">
        <h2 id={`${props.id}-title`} className="text-xl font-bold">
          {props.title}
        </h2>
        {props.intro ? <p className="text-sm text-ink-muted">{props.intro}</p> : null}
        <p aria-live="polite" className="text-sm font-bold" {...marker("notice")}>
          {props.notice ?? ""}
        </p>
        <FormAlert message={props.message} {...marker("error")} />
        {props.count === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-6 text-sm" {...marker("empty")}>
            {props.emptyText}
          </p>
        ) : (
          <ul className="flex flex-col gap-4">{props.children}</ul>
        )}
      </section>
      {props.register ?? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-danger" {...marker("unavailable")}>
          {props.unavailable}
        </p>
      )}
    </>
  );
}
