"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { editorialListPath } from "@/paths/ops-paths";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import { editorialItemApiPath } from "../editorial-api-paths";
import { ActionMessage } from "./action-message";
import { useEditorialAction } from "./use-editorial-action";
import type { TConsoleKind } from "../editorial-kinds";

const button = "min-h-11 rounded-lg border px-4 py-2 text-sm font-bold disabled:opacity-50";

/** Delete, confirmed in place: the question takes the focus, and cancelling returns it. */
export function DeleteItemButton({ kind, id, title }: { kind: TConsoleKind; id: number; title: string }) {
  const t = useT("opsEditorial.delete");
  const router = useRouter();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { busy, message, run } = useEditorialAction();
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={opener}
        type="button"
        disabled={!hydrated}
        className={`${button} border-danger bg-white text-danger hover:bg-canvas`}
        onClick={() => setAsking(true)}
      >
        {t("delete")}
      </button>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-danger bg-white p-4" data-delete-confirm="">
      <p ref={question} tabIndex={-1} className="font-bold outline-none">
        {t("confirm", { title })}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          className={`${button} border-danger bg-danger text-white`}
          onClick={() =>
            run(
              () => apiClient.delete(editorialItemApiPath(kind, id)),
              t("deleted"),
              () => router.push(editorialListPath(kind)),
            )
          }
        >
          {t("confirmDelete")}
        </button>
        <button
          type="button"
          disabled={busy}
          className={`${button} border-line bg-white`}
          onClick={() => {
            setAsking(false);
            requestAnimationFrame(() => opener.current?.focus());
          }}
        >
          {t("cancel")}
        </button>
      </div>
      <ActionMessage message={message} />
    </div>
  );
}
