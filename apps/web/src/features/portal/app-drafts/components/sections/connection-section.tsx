"use client";

import { CONNECTION_DIRECTIONS } from "@store/domain/enums";
import {
  CONNECTION_LISTS,
  APP_CONTENT_LIMITS as L,
  type TContentConnection,
  type TContentConnectionItem,
} from "@store/domain/schemas/app-content";
import { useT } from "@/i18n/use-t";
import { EMPTY_CONNECTION, temporaryId } from "../draft-payload";
import { useEditor } from "../editor-context";
import { CheckField, SelectField, TextField } from "./editor-fields";
import { EditorImageField } from "./editor-image-field";
import { EditorSection } from "./editor-section";
import { ListEditor } from "./list-editor";

const newItem = (): TContentConnectionItem => ({ id: temporaryId(), suite: "", targetService: "", direction: "both" });

/** The connection table: what data flows between the suite and the service, by plan. */
export function ConnectionSection() {
  const t = useT("appContent");
  const tEditor = useT("draftEditor");
  const { content, set, update } = useEditor();
  const table = content.connection;
  const change = (patch: Partial<TContentConnection>) => update("connection", (now) => now && { ...now, ...patch });
  return (
    <EditorSection id="connection" title={tEditor("sections.connection")}>
      <CheckField
        path="connection"
        label={tEditor("hasConnection")}
        checked={table !== null}
        onChange={(on) => set("connection", on ? EMPTY_CONNECTION : null)}
      />
      {table ? (
        <>
          <EditorImageField
            path="connection.image"
            kind="connection"
            label={t("fields.connectionImage")}
            value={table.image}
            onChange={(image) => change({ image })}
          />
          <TextField
            path="connection.note"
            label={t("fields.connectionNote")}
            rows={3}
            max={L.connectionNote}
            value={table.note}
            onChange={(note) => change({ note: note || null })}
          />
          <TextField
            path="connection.plans"
            label={t("fields.connectionPlans")}
            rows={3}
            hint={tEditor("hints.onePerLine", { max: L.connectionPlans })}
            value={table.plans.join("\n")}
            onChange={(text) => change({ plans: text === "" ? [] : text.split("\n") })}
          />
          {CONNECTION_LISTS.map((list) => (
            <ListEditor
              key={list}
              path={`connection.${list}`}
              heading={t(`fields.${list}`)}
              items={table[list]}
              max={L.connectionItems}
              itemName={(number) => t("items.connectionItem", { list: t(`fields.${list}`), number })}
              addLabel={tEditor("add.connectionItem", { list: t(`fields.${list}`) })}
              create={newItem}
              onChange={(changeList) => update("connection", (now) => now && { ...now, [list]: changeList(now[list]) })}
            >
              {(item, index, changeItem) => {
                const at = (field: string) => `connection.${list}.${index}.${field}`;
                return (
                  <>
                    <TextField
                      path={at("suite")}
                      label={t("fields.connectionSuite")}
                      required
                      max={L.connectionText}
                      value={item.suite}
                      onChange={(suite) => changeItem({ suite })}
                    />
                    <TextField
                      path={at("targetService")}
                      label={t("fields.connectionTarget")}
                      required
                      max={L.connectionText}
                      value={item.targetService}
                      onChange={(targetService) => changeItem({ targetService })}
                    />
                    <SelectField
                      path={at("direction")}
                      label={t("fields.direction")}
                      value={item.direction}
                      options={CONNECTION_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) }))}
                      onChange={(direction) => changeItem({ direction })}
                    />
                  </>
                );
              }}
            </ListEditor>
          ))}
        </>
      ) : null}
    </EditorSection>
  );
}
