"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";

/**
 * The per-card actions of a list on the integrations page (check now, delete, …): one runs at a
 * time, named by `what`; a refusal is said in `state.message`, an outcome (what the action
 * answers) in `notice`, and the page is read again after each.
 */
export function useIntegrationActions() {
  const t = useT("developerIntegrations");
  const router = useRouter();
  const form = useApiForm({ unexpected: t("failed"), shows: "anyMessage" });
  const [running, setRunning] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const act = async (what: string, action: () => Promise<string>): Promise<boolean> => {
    if (form.state.pending) return false;
    setRunning(what);
    setNotice(null);
    const said = await form.run(action);
    setRunning(null);
    if (said === undefined) return false;
    setNotice(said);
    router.refresh();
    return true;
  };

  return {
    state: form.state,
    clearError: form.clearError,
    busy: form.state.pending ? running : null,
    notice,
    /** Says an outcome reached elsewhere (a registration) where the actions say theirs. */
    announce: setNotice,
    act,
  };
}
