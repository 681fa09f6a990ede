"use client";

import { useEffect } from "react";
import { useDialog } from "@/client/dialog-host";

/**
 * Opened at /apps/{code}/document-request (and /thanks): the app page with the document-request
 * dialog open on it, as if its button had been pressed (SPEC §2 Document-request dialog address).
 */
export function OpenDocumentRequest({ code, name, thanks }: { code: string; name: string; thanks: boolean }) {
  const { openDialog } = useDialog();
  useEffect(() => {
    openDialog("documentRequest", { code, name, thanks });
  }, [openDialog, code, name, thanks]);
  return null;
}
