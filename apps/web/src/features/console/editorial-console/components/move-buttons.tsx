"use client";

import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import { editorialPositionApiPath } from "../editorial-api-paths";
import { ActionMessage } from "./action-message";
import { useEditorialAction } from "./use-editorial-action";
import type { TConsoleKind } from "../editorial-kinds";

const button =
  "min-h-11 min-w-11 rounded-lg border border-line bg-white px-3 py-2 text-sm hover:bg-canvas disabled:opacity-40";

type TProps = { kind: TConsoleKind; id: number; title: string; first: boolean; last: boolean };

/** One step up or down the public order, named for screen readers, the outcome read out. */
export function MoveButtons({ kind, id, title, first, last }: TProps) {
  const t = useT("opsEditorial.order");
  const hydrated = useHydrated();
  const { busy, message, run } = useEditorialAction();
  const move = (direction: "up" | "down") =>
    run(
      () => apiClient.post(editorialPositionApiPath(kind, id), { direction }),
      t(direction === "up" ? "movedUp" : "movedDown", { title }),
    );
  return (
    <div className="flex flex-wrap items-center gap-2" data-move-buttons="">
      <button
        type="button"
        className={button}
        disabled={!hydrated || busy || first}
        aria-label={t("moveUp", { title })}
        onClick={() => move("up")}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={button}
        disabled={!hydrated || busy || last}
        aria-label={t("moveDown", { title })}
        onClick={() => move("down")}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <ActionMessage message={message} />
    </div>
  );
}
