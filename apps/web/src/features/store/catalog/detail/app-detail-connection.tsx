import type { TConnectionDirection } from "@store/domain/enums";
import type { TAppConnection } from "@store/domain/schemas/app";
import { Section, type TDetailT } from "./detail-parts";
import { StoreImage } from "@/features/platform/media";

const DIRECTION_KEYS: Record<TConnectionDirection, string> = {
  to_service: "toService",
  to_suite: "toSuite",
  both: "both",
};

/** The connection tab: the diagram, one table per item group, the note and the plans. */
export function AppDetailConnection({ connection, t }: { connection: TAppConnection; t: TDetailT }) {
  const groups = [
    { key: "basic", items: connection.basicItems },
    { key: "group", items: connection.groupItems },
    { key: "custom", items: connection.customItems },
  ].filter((group) => group.items.length > 0);
  return (
    <Section id="connection-heading" title={t("connection.title")}>
      {connection.image ? (
        <StoreImage src={connection.image} alt={t("connection.imageAlt")} className="mb-6 w-full rounded-xl border" />
      ) : null}
      {groups.map((group) => (
        <div key={group.key} className="mb-6 overflow-x-auto">
          <table className="w-full min-w-[28rem] border-collapse text-sm">
            <caption className="mb-2 text-left font-bold">{t(`connection.${group.key}`)}</caption>
            <thead>
              <tr className="bg-canvas text-left">
                <th scope="col" className="border border-line px-3 py-2">
                  {t("connection.suiteItem")}
                </th>
                <th scope="col" className="border border-line px-3 py-2">
                  {t("connection.targetItem")}
                </th>
                <th scope="col" className="border border-line px-3 py-2">
                  {t("connection.direction")}
                </th>
              </tr>
            </thead>
            <tbody>
              {group.items.map((item) => (
                <tr key={`${item.suite}:${item.targetService}:${item.direction}`}>
                  <td className="border border-line px-3 py-2">{item.suite}</td>
                  <td className="border border-line px-3 py-2">{item.targetService}</td>
                  <td className="border border-line px-3 py-2">
                    {t(`connection.directions.${DIRECTION_KEYS[item.direction]}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {connection.note ? <p className="mb-4 whitespace-pre-line text-sm">{connection.note}</p> : null}
      {connection.plans.length > 0 ? (
        <p className="text-sm">
          <span className="font-bold">{t("connection.plans")}</span> {connection.plans.join(" / ")}
        </p>
      ) : null}
    </Section>
  );
}
