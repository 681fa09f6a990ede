"use client";

import type { TMediaUsage } from "@store/domain/schemas/media";
import { useEffect, useState } from "react";
import { useT } from "@/i18n/use-t";

/** Sent on `window` by each provider upload with the usage it answered, so every quota line follows. */
export const MEDIA_USAGE_EVENT = "store:media-usage";

const MB = 1024 * 1024;

/** "12 of 200 images, 35 MB of 500 MB": a provider's stored uploads against the quota. */
export function MediaQuota({ initial }: { initial: TMediaUsage }) {
  const t = useT("media");
  const [usage, setUsage] = useState(initial);
  useEffect(() => {
    const onUsage = (event: Event) => setUsage((event as CustomEvent<TMediaUsage>).detail);
    window.addEventListener(MEDIA_USAGE_EVENT, onUsage);
    return () => window.removeEventListener(MEDIA_USAGE_EVENT, onUsage);
  }, []);
  return (
    <p className="text-xs text-ink-muted" data-media-quota="">
      {t("field.quota", {
        count: usage.count,
        maxImages: usage.maxImages,
        megabytes: Math.ceil((usage.bytes / MB) * 10) / 10,
        maxMegabytes: usage.maxBytes / MB,
      })}
    </p>
  );
}
