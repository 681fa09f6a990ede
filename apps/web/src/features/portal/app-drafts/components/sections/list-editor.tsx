"use client";

import type { ReactNode } from "react";
import { useT } from "@/i18n/use-t";
import { currentItemId, stableItemKey } from "../draft-payload";
import { fieldId, useEditor } from "../editor-context";

export const smallButton =
  "min-h-10 rounded-lg border border-line bg-white px-3 text-sm font-bold hover:bg-canvas disabled:opacity-40";

type TProps<T extends { id: number }> = {
  /** The list's path (`usages`, `connection.basicItems`), for ids and issues. */
  path: string;
  heading: string;
  items: T[];
  max: number;
  /** The name of one item, e.g. 'Usage 2'. */
  itemName: (number: number) => string;
  addLabel: string;
  create: () => T;
  /** Applies a change to the list as it is then (never to a copy an older render held). */
  onChange: (change: (items: T[]) => T[]) => void;
  children: (item: T, index: number, change: (patch: Partial<T>) => void) => ReactNode;
};

function focusLater(selector: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}

/**
 * A nested list of the content (SPEC §7): add, remove, move up and down by buttons (the keyboard
 * way to reorder), each item keeping its id. Each move or removal is announced.
 */
export function ListEditor<T extends { id: number }>(props: TProps<T>) {
  const t = useT("draftEditor.list");
  const { readOnly, issuesOf, announce } = useEditor();
  const { items, path } = props;
  const listIssues = issuesOf(path);
  const key = (id: number) => `${path}:${id}`;
  const move = (index: number, by: -1 | 1) => {
    const moved = items[index];
    if (!moved) return;
    props.onChange((list) => {
      const from = list.findIndex((item) => item.id === currentItemId(moved.id));
      const current = list[from];
      if (!current) return list;
      const next = list.filter((_, i) => i !== from);
      next.splice(Math.max(0, from + by), 0, current);
      return next;
    });
    announce(t("moved", { item: props.itemName(index + 1), position: index + by + 1, count: items.length }));
    focusLater(`[data-list-item="${key(moved.id)}"] [data-move="${by < 0 ? "up" : "down"}"]:not(:disabled)`);
  };
  const remove = (index: number) => {
    const removed = items[index];
    if (!removed) return;
    props.onChange((list) => list.filter((item) => item.id !== currentItemId(removed.id)));
    announce(t("removed", { item: props.itemName(index + 1) }));
    focusLater(`[data-list-add="${path}"]`);
  };
  const add = () => {
    const item = props.create();
    props.onChange((list) => [...list, item]);
    announce(t("added", { item: props.itemName(items.length + 1) }));
    focusLater(`[data-list-item="${key(item.id)}"] input, [data-list-item="${key(item.id)}"] select`);
  };
  return (
    <fieldset id={fieldId(path)} tabIndex={-1} className="flex flex-col gap-3" data-list={path}>
      <legend className="text-base font-bold">
        {props.heading}{" "}
        <span className="font-normal text-ink-muted">({t("count", { count: items.length, max: props.max })})</span>
      </legend>
      {listIssues.length > 0 ? <p className="text-sm font-bold text-danger">{listIssues.join(" ")}</p> : null}
      {items.length === 0 ? <p className="text-sm text-ink-muted">{t("empty")}</p> : null}
      <ol className="flex flex-col gap-4">
        {items.map((item, index) => {
          const name = props.itemName(index + 1);
          const change = (patch: Partial<T>) =>
            props.onChange((list) =>
              list.map((other) => (other.id === currentItemId(item.id) ? { ...other, ...patch } : other)),
            );
          return (
            <li key={stableItemKey(item.id)} data-list-item={key(item.id)} data-item-id={item.id > 0 ? item.id : "new"}>
              <fieldset className="rounded-xl border border-line bg-canvas p-3 sm:p-4">
                <legend className="px-1 font-bold">{name}</legend>
                <div className="flex flex-col gap-4">{props.children(item, index, change)}</div>
                {readOnly ? null : (
                  <div className="mt-4 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={smallButton}
                      data-move="up"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      {t("moveUp", { item: name })}
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      data-move="down"
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      {t("moveDown", { item: name })}
                    </button>
                    <button
                      type="button"
                      className={`${smallButton} text-danger sm:ml-auto`}
                      onClick={() => remove(index)}
                    >
                      {t("remove", { item: name })}
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <div>
          <button
            type="button"
            className={smallButton}
            data-list-add={path}
            disabled={items.length >= props.max}
            onClick={add}
          >
            {props.addLabel}
          </button>
        </div>
      )}
    </fieldset>
  );
}
