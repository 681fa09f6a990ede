"use client";

import { ERROR_SCREENS } from "@store/domain/errors";
import { z } from "zod";
import { usePublicConfig } from "@/server/public/public-config-context";
import { useT } from "@/i18n/use-t";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, secondaryButton } from "@/ui/buttons";

const ZTenantAccessProps = z.object({
  screen: z.enum(ERROR_SCREENS),
  subdomain: z.string().nullable().optional(),
});

/**
 * An admin-only action of a member whose tenant the parent service blocks: the screen of SPEC §2
 * for that state (payment check failed, IP blocked, inactive subdomain …) as a dialog, the same
 * answer the tenant-admin pages and the API give (features/tenant/auth/tenant-principal.ts).
 */
export function TenantAccessDialog({
  open,
  props,
  onClose,
}: {
  open: boolean;
  props: Record<string, unknown>;
  onClose: () => void;
}) {
  const t = useT("errors");
  const common = useT("dialogs");
  const { suiteUrl } = usePublicConfig();
  const { screen, subdomain } = ZTenantAccessProps.parse(props);
  return (
    <DialogFrame
      closeLabel={common("close")}
      open={open}
      onClose={onClose}
      testId="tenantAccess"
      width={5}
      title={t(`${screen}.title`)}
      description={<p data-error-screen={screen}>{t(`${screen}.text`, { subdomain: subdomain ?? "" })}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {common("close")}
          </button>
          {screen === "accessNotPermitted" ? (
            <a href={new URL("/login", suiteUrl).toString()} className={primaryButton}>
              {t("accessNotPermitted.action")}
            </a>
          ) : null}
        </>
      }
    />
  );
}
