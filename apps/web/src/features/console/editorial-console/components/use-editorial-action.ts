"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError } from "@/client/api-client";
import { useT } from "@/i18n/use-t";

/**
 * One console action at a time (publish, move, delete): busy while it runs, the page refreshed
 * after it, a word for screen readers, or the server's refusal shown in place.
 */
export function useEditorialAction() {
  const t = useT("opsEditorial.actions");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);

  async function run(action: () => Promise<unknown>, done: string, after?: () => void) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage({ text: done, failed: false });
      if (after) after();
      else router.refresh();
    } catch (error) {
      const text = error instanceof ApiError && error.message !== "" ? error.message : t("failed");
      setMessage({ text, failed: true });
    } finally {
      setBusy(false);
    }
  }

  return { busy, message, run };
}
