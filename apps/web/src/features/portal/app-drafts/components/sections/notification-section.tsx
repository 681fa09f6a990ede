"use client";

import { parseMailAddress } from "@store/domain/mail-address";
import { APP_CONTENT_LIMITS as L } from "@store/domain/schemas/app-content";
import { NOTIFICATION_EMAIL_INVALID } from "@store/domain/schemas/draft-app";
import { useMemo } from "react";
import { useT } from "@/i18n/use-t";
import { EditorContext, useEditor } from "../editor-context";
import { TextField } from "./editor-fields";
import { EditorSection } from "./editor-section";

/**
 * The draft's own fields: where its review mails (and, once published, visitors' requests) go,
 * and the app's sign-in page for the reviewers. The address is one address: while what is typed
 * is not one, the field says so and keeps the text (the server refuses the save the same way).
 */
export function NotificationSection(props: {
  notificationEmail: string;
  loginUrl: string;
  onChange: (field: "notificationEmail" | "loginUrl", value: string) => void;
}) {
  const t = useT("appContent");
  const tEditor = useT("draftEditor");
  const tAny = useT();
  const editor = useEditor();
  const typed = props.notificationEmail;
  const invalid = typed.trim() !== "" && parseMailAddress(typed) === null;
  const message = tAny(NOTIFICATION_EMAIL_INVALID);
  const context = useMemo(() => {
    if (!invalid) return editor;
    const issuesOf = (path: string) => {
      const issues = editor.issuesOf(path);
      return path === "notificationEmail" && !issues.includes(message) ? [message, ...issues] : issues;
    };
    return { ...editor, issuesOf };
  }, [editor, invalid, message]);
  return (
    <EditorContext.Provider value={context}>
      <EditorSection id="notification" title={tEditor("sections.notification")}>
        <TextField
          path="notificationEmail"
          type="email"
          label={t("fields.notificationEmail")}
          max={L.notificationEmail}
          hint={tEditor("hints.notificationEmail")}
          value={props.notificationEmail}
          onChange={(v) => props.onChange("notificationEmail", v)}
        />
        <TextField
          path="loginUrl"
          type="url"
          label={t("fields.loginUrl")}
          hint={tEditor("hints.loginUrl")}
          value={props.loginUrl}
          onChange={(v) => props.onChange("loginUrl", v)}
        />
      </EditorSection>
    </EditorContext.Provider>
  );
}
