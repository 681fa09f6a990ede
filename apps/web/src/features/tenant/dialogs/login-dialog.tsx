"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/ui/store-link";
import { useId } from "react";
import { z } from "zod";
import { useSuiteSignIn } from "@/features/tenant/auth";
import { deleteCookie, readCookie, writeCookie } from "@/client/storage/cookies";
import { usePublicConfig } from "@/server/public/public-config-context";
import { useT } from "@/i18n/use-t";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import type { TDialogComponentProps } from "@/client/dialog-host";
import { rememberDialogForSignIn, ZResumeDialog } from "@/client/storage/resume-after-sign-in";

/** SPEC §2 Dialogs, §6: the props callers pass to `openDialog("login", …)`. */
export const ZLoginDialogProps = z
  .object({
    /** Offers 'do not show this message again'. */
    blockable: z.boolean().optional(),
    /** A visitor tried an admin-only action: the title asks for a company admin account. */
    adminRequired: z.boolean().optional(),
    /** Where sign-in returns to; the current page by default. */
    callbackUrl: z.string().optional(),
    /** The session ended during an action: the dialog says so. */
    sessionEnded: z.boolean().optional(),
    /** The dialog the action was in, opened again with its choices after sign-in. */
    resume: ZResumeDialog.optional().catch(undefined),
  })
  .catch({});
export type TLoginDialogProps = z.infer<typeof ZLoginDialogProps>;

const BLOCK_COOKIE = "login_dialog_hidden";

/** A blockable login dialog the visitor asked not to see again stays closed. */
export function isLoginDialogSuppressed(props: Record<string, unknown> | undefined): boolean {
  const parsed = ZLoginDialogProps.parse(props ?? {});
  return Boolean(parsed.blockable && !parsed.adminRequired && readCookie(BLOCK_COOKIE) === "1");
}

export function LoginDialog({ open, props, onClose }: TDialogComponentProps) {
  const t = useT("dialogs");
  const rich = useTranslations("dialogs");
  const { storeName, suiteName, links } = usePublicConfig();
  const { blockable, adminRequired, callbackUrl, sessionEnded, resume } = ZLoginDialogProps.parse(props);
  const signIn = useSuiteSignIn();
  const checkboxId = useId();
  const showDontAsk = Boolean(blockable && !adminRequired);

  return (
    <DialogFrame
      closeLabel={t("close")}
      open={open}
      onClose={onClose}
      locked={signIn.loading}
      testId="login"
      width={6}
      title={adminRequired ? t("login.adminRequiredTitle") : t("login.title")}
      description={
        <>
          {sessionEnded ? (
            <p className="mb-3 font-bold" data-session-ended="">
              {t("login.sessionEnded")}
            </p>
          ) : null}
          <p>{adminRequired ? t("login.adminRequiredBody") : t("login.body")}</p>
          <p className="mt-3 text-ink-muted">
            {rich.rich("login.agreement", {
              store: storeName,
              suite: suiteName,
              terms: (chunks) => (
                <Link href="/terms" target="_blank" className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <a
                  href={links.privacyPolicy}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                >
                  {chunks}
                </a>
              ),
            })}
          </p>
        </>
      }
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={signIn.loading} onClick={onClose}>
            {t("cancel")}
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={signIn.loading}
            aria-busy={signIn.loading}
            onClick={() => {
              if (resume) rememberDialogForSignIn(resume);
              void signIn.start(resume?.path ?? callbackUrl);
            }}
          >
            {signIn.loading ? <Spinner /> : null}
            {signIn.loading ? t("login.loading") : t("login.action")}
          </button>
        </>
      }
    >
      {signIn.failed ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {t("login.failed")}
        </p>
      ) : null}
      {showDontAsk ? (
        <div className="mt-5 flex items-center gap-2 text-sm">
          <input
            id={checkboxId}
            type="checkbox"
            className="size-4 accent-brand-600"
            defaultChecked={readCookie(BLOCK_COOKIE) === "1"}
            onChange={(event) => (event.target.checked ? writeCookie(BLOCK_COOKIE, "1") : deleteCookie(BLOCK_COOKIE))}
          />
          <label htmlFor={checkboxId}>{t("login.dontShowAgain")}</label>
        </div>
      ) : null}
    </DialogFrame>
  );
}
