"use client";

import { IMAGE_LIMITS, type TImageKind, type TUploadedImage } from "@store/domain/schemas/media";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/client/api-client";
import { uploadWithProgress } from "@/client/upload-with-progress";
import { useT } from "@/i18n/use-t";
import { MEDIA_USAGE_EVENT } from "./media-quota";

export const IMAGE_UPLOAD_PATH = "/api/developers/apps/images";

const MEGABYTES = IMAGE_LIMITS.maxBytes / (1024 * 1024);

/** What the field shows: a percentage while sending, the last refusal, a word for screen readers. */
export type TImageUploadState = { percent: number | null; error: string | null; announcement: string };

/**
 * Uploads one file for `kind` and hands its WebP URL to `onChange`. A file over the byte limit is
 * refused before sending; any other refusal shows the server's words (unsupported format, too
 * many pixels …), or a generic message when nothing answered. Leaving the page aborts the upload.
 * `uploadPath`: the audience's upload route (providers by default, operators for editorial images).
 */
export function useImageUpload(
  kind: TImageKind,
  onChange: (url: string | null) => void,
  uploadPath: string = IMAGE_UPLOAD_PATH,
) {
  const t = useT("media");
  const [state, setState] = useState<TImageUploadState>({ percent: null, error: null, announcement: "" });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function upload(file: File) {
    if (file.size > IMAGE_LIMITS.maxBytes) {
      setState({ percent: null, error: t("errors.tooLarge", { megabytes: MEGABYTES }), announcement: "" });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ percent: 0, error: null, announcement: "" });
    const form = new FormData();
    form.set("kind", kind);
    form.set("file", file);
    try {
      const image = await uploadWithProgress<TUploadedImage>(uploadPath, form, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setState((s) => ({ ...s, percent: Math.min(99, Math.floor((loaded / total) * 100)) })),
      });
      if (controller.signal.aborted) return;
      setState({ percent: null, error: null, announcement: t("field.uploaded") });
      if (image.usage) window.dispatchEvent(new CustomEvent(MEDIA_USAGE_EVENT, { detail: image.usage }));
      onChange(image.url);
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof ApiError && error.message !== "" ? error.message : t("errors.uploadFailed");
      setState({ percent: null, error: message, announcement: "" });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function remove() {
    running.current?.abort();
    setState({ percent: null, error: null, announcement: t("field.removed") });
    onChange(null);
  }

  return { ...state, upload, remove, megabytes: MEGABYTES };
}
