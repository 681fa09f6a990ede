"use client";

import { SURVEY_AREA_KEYS, type TSurveyAreaKey } from "@store/domain/enums";
import { useEffect, useState } from "react";
import { z } from "zod";
import { ApiError } from "@/client/api-client";
import { useDialog } from "@/client/dialog-host";
import { useApiForm } from "@/client/use-api-form";
import { signInAgainProps } from "@/features/tenant/auth";
import { useT } from "@/i18n/use-t";
import { documentRequestPath, sendDocumentRequest } from "./document-request-client";

/**
 * What the dialog needs (openDialog props); `thanks` opens it on its thanks view; `email` and
 * `interesting` are what was typed, when it opens again after a sign-in.
 */
export const ZDocumentRequestDialogProps = z.object({
  code: z.string(),
  name: z.string(),
  thanks: z.boolean().catch(false),
  email: z.string().catch(""),
  interesting: z.array(z.enum(SURVEY_AREA_KEYS)).catch([]),
});

export type TDocumentRequestDialogProps = z.infer<typeof ZDocumentRequestDialogProps>;

/**
 * The dialog's state (SPEC §4 Document request status): what was typed, sending, sent, and the
 * refusal in the visitor's language; a 401 hands over to the sign-in prompt keeping what was typed,
 * a 429 says how long to wait. The address follows the dialog (SPEC §2).
 */
export function useDocumentRequest(app: TDocumentRequestDialogProps, open: boolean, onClose: () => void) {
  const t = useT("dialogs.documentRequest");
  const { replaceAddress, openDialog } = useDialog();
  const [email, setEmail] = useState(app.email);
  const [interesting, setInteresting] = useState<TSurveyAreaKey[]>(app.interesting);
  const [sent, setSent] = useState(app.thanks);
  const form = useApiForm({
    unexpected: t("unexpected"),
    shows: "documentRequest",
    refused: (error) => {
      if (!(error instanceof ApiError)) return undefined;
      if (error.code === "UNAUTHENTICATED") {
        const resume = {
          kind: "documentRequest" as const,
          props: { code: app.code, name: app.name, email, interesting },
          path: `/apps/${encodeURIComponent(app.code)}`,
        };
        openDialog("login", signInAgainProps(resume, false));
        return "handled";
      }
      if (error.status !== 429) return undefined;
      // Too many requests: how long to wait, in the visitor's language.
      const seconds = error.retryAfterSeconds ?? 60;
      return { message: seconds ? t("rateLimited", { minutes: Math.ceil(seconds / 60) }) : t("unexpected") };
    },
  });

  useEffect(() => {
    if (open) replaceAddress(documentRequestPath(app.code, app.thanks));
  }, [open, app.code, app.thanks, replaceAddress]);

  const close = () => {
    onClose();
    replaceAddress(`/apps/${encodeURIComponent(app.code)}`);
  };

  const submit = async () => {
    if (email.trim() === "") return;
    const done = await form.run(async () => {
      await sendDocumentRequest(app.code, { email: email.trim(), interesting });
      return true;
    });
    if (!done) return;
    setSent(true);
    replaceAddress(documentRequestPath(app.code, true));
  };

  /** Checks or unchecks an area, keeping the areas in their listed order. */
  const toggleArea = (area: TSurveyAreaKey, checked: boolean) =>
    setInteresting((current) =>
      checked
        ? SURVEY_AREA_KEYS.filter((key) => key === area || current.includes(key))
        : current.filter((key) => key !== area),
    );

  return { email, setEmail, interesting, toggleArea, sent, state: form.state, submit, close };
}

export type TDocumentRequest = ReturnType<typeof useDocumentRequest>;
