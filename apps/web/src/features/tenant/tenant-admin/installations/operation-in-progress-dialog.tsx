"use client";

import type { ComponentProps } from "react";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton } from "@/ui/buttons";
import { useT } from "@/i18n/use-t";

/**
 * The install or uninstall dialog once the parent service has accepted but not yet confirmed the
 * operation: it says so, and closing it (`onClose` reloads) shows the same state until confirmed.
 */
export function OperationInProgressDialog({
  open,
  onClose,
  testId,
  width,
  title,
  message,
  dataAttribute,
}: {
  open: boolean;
  onClose: () => void;
  testId: string;
  width: ComponentProps<typeof DialogFrame>["width"];
  title: string;
  message: string;
  /** The attribute the status line carries (`data-install-in-progress`). */
  dataAttribute: "data-install-in-progress" | "data-uninstall-in-progress";
}) {
  const common = useT("dialogs");
  return (
    <DialogFrame
      closeLabel={common("close")}
      open={open}
      onClose={onClose}
      testId={testId}
      width={width}
      title={title}
      description={
        <p role="status" {...{ [dataAttribute]: "" }}>
          {message}
        </p>
      }
      actions={
        <button type="button" className={primaryButton} onClick={onClose}>
          {common("close")}
        </button>
      }
    />
  );
}
