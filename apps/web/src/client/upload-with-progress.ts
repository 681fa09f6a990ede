import { ApiError, parseApiFailure } from "./api-client";

// SPEC §7 shared helper, for uploads: fetch reports no upload progress, XMLHttpRequest does. The
// same ApiError as apiClient on failure (status 0 when nothing answered or the upload was aborted).

export type TUploadProgress = { loaded: number; total: number };

export type TUploadOptions = {
  onProgress?: (progress: TUploadProgress) => void;
  signal?: AbortSignal;
};

/** POSTs `form` to `path` and resolves with the JSON answer, reporting bytes sent as they go. */
export function uploadWithProgress<T>(path: string, form: FormData, options: TUploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener("load", () => {
      const headers = new Headers();
      const retryAfter = xhr.getResponseHeader("retry-after");
      if (retryAfter !== null) headers.set("retry-after", retryAfter);
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers });
      if (xhr.status < 200 || xhr.status >= 300) {
        parseApiFailure(response).then(reject, reject);
        return;
      }
      try {
        resolve((xhr.responseText === "" ? undefined : JSON.parse(xhr.responseText)) as T);
      } catch {
        reject(new ApiError(xhr.status, ""));
      }
    });
    for (const name of ["error", "abort", "timeout"] as const) {
      xhr.addEventListener(name, () => reject(new ApiError(0, "")));
    }
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
