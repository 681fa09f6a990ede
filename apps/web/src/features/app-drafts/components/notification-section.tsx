"use client";

import { APP_CONTENT_LIMITS as L } from "@store/domain/schemas/app-content";
import { useT } from "@/i18n/use-t";
import { TextField } from "./editor-fields";
import { EditorSection } from "./editor-section";

/** The draft's own fields: where its review mails go, and the app's sign-in page for the reviewers. */
export function NotificationSection(props: {
  notificationEmail: string;
  loginUrl: string;
  onChange: (field: "notificationEmail" | "loginUrl", value: string) => void;
}) {
  const t = useT("appContent");
  const tEditor = useT("draftEditor");
  return (
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
  );
}
