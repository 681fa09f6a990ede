"use client";

import type { TErrorItems } from "@store/domain/errors";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConsoleField, consoleControl } from "@/features/editorial-console/terms/components/console-field";
import { editEditorialPath } from "@/paths/ops-paths";
import { ApiError } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";
import { createAnnouncement, updateAnnouncement } from "../client/announcements-api";

const primary =
  "min-h-11 rounded-lg bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50";

/** An announcement's title and body (HTML, reduced to the store's rich-text policy when saved). */
export function AnnouncementForm({ initial }: { initial: { id: number | null; title: string; body: string } }) {
  const t = useT("opsAnnouncements.form");
  const router = useRouter();
  const [values, setValues] = useState({ title: initial.title, body: initial.body });
  const [errors, setErrors] = useState<TErrorItems>({});
  const [message, setMessage] = useState<{ kind: "error" | "saved"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const saved =
        initial.id === null ? await createAnnouncement(values) : await updateAnnouncement(initial.id, values);
      setErrors({});
      if (initial.id === null) router.push(editEditorialPath("announcements", saved.id));
      else {
        setMessage({ kind: "saved", text: t("saved") });
        router.refresh();
      }
    } catch (caught) {
      const refused = caught instanceof ApiError;
      setErrors(refused ? caught.items : {});
      setMessage({ kind: "error", text: refused && caught.message ? caught.message : t("failed") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="flex max-w-3xl flex-col gap-4"
      data-announcement-form=""
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ConsoleField name="title" label={t("title")} errors={errors.title}>
        {(a11y) => (
          <input
            {...a11y}
            name="title"
            value={values.title}
            onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
            className={consoleControl}
          />
        )}
      </ConsoleField>
      <ConsoleField name="body" label={t("body")} hint={t("bodyHint")} errors={errors.body}>
        {(a11y) => (
          <textarea
            {...a11y}
            name="body"
            rows={12}
            value={values.body}
            onChange={(e) => setValues((v) => ({ ...v, body: e.target.value }))}
            className={`${consoleControl} font-mono text-sm`}
          />
        )}
      </ConsoleField>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primary} disabled={busy}>
          {initial.id === null ? t("create") : t("save")}
        </button>
        {message ? (
          <p
            role={message.kind === "error" ? "alert" : "status"}
            className={`text-sm font-bold ${message.kind === "error" ? "text-danger" : "text-brand-700"}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
