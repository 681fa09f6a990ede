"use client";

import { useEffect, useState } from "react";
import { RichText } from "@/features/store/editorial";
import { useT } from "@/i18n/use-t";
import { renderTermsMarkdown } from "../terms-api";

const DEBOUNCE_MS = 400;

/**
 * The Markdown as the terms page will show it, rendered by the server's own renderer and
 * sanitiser a moment after typing stops.
 */
export function MarkdownLivePreview({ markdown }: { markdown: string }) {
  const t = useT("opsTerms.form");
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      renderTermsMarkdown(markdown)
        .then((rendered) => {
          if (cancelled) return;
          setHtml(rendered.html);
          setFailed(false);
        })
        .catch(() => {
          if (!cancelled) setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [markdown]);

  return (
    <section
      aria-labelledby="terms-live-preview-heading"
      className="min-w-0 rounded-xl border border-line bg-white p-4"
      data-terms-live-preview=""
    >
      <h2 id="terms-live-preview-heading" className="mb-3 text-sm font-bold text-ink-muted">
        {t("livePreview")}
      </h2>
      {failed ? <p className="text-sm text-danger">{t("livePreviewFailed")}</p> : null}
      {html === null ? (
        <p className="text-sm text-ink-muted">{t("livePreviewLoading")}</p>
      ) : html === "" ? (
        <p className="text-sm text-ink-muted">{t("livePreviewEmpty")}</p>
      ) : (
        <RichText html={html} />
      )}
    </section>
  );
}
