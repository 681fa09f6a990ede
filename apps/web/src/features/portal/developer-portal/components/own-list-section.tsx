import { Link } from "@/ui/store-link";
import type { ReactNode } from "react";

export type TOwnListRow = {
  key: string;
  name: string;
  code: string;
  /** The columns after the name: a label and its value (a time when dateTime is set). */
  cells: { label: string; value: string; dateTime?: string; marker?: string }[];
  actions: { href: string; label: string }[];
  /** Buttons after the links (submit or withdraw a change request). */
  buttons?: ReactNode;
  /** A note under the row (the reviewer's reason of a rejection). */
  note?: { label: string; text: string };
};

export type TOwnListLabels = {
  name: string;
  actions: string;
  code: (code: string) => string;
  /** An action's accessible name, with the row's name (several rows have the same link text). */
  action: (action: string, name: string) => string;
};

type TSectionProps = {
  id: string;
  heading: string;
  empty: string;
  labels: TOwnListLabels;
  /** One page of the list's rows. */
  rows: TOwnListRow[];
  /** The rows of every page. */
  count: number;
  /** The links to the list's other pages. */
  pagination?: ReactNode;
};

function CellValue({ cell }: { cell: TOwnListRow["cells"][number] }) {
  if (cell.dateTime) return <time dateTime={cell.dateTime}>{cell.value}</time>;
  if (cell.marker) {
    return (
      <span data-status={cell.marker} className="rounded bg-canvas px-2 py-0.5 text-sm font-bold">
        {cell.value}
      </span>
    );
  }
  return <>{cell.value}</>;
}

function Note({ note }: { note: NonNullable<TOwnListRow["note"]> }) {
  return (
    <p className="mt-2 rounded-lg border border-danger bg-red-50 p-2 text-sm" data-review-comment="">
      <strong>{note.label}</strong> <span className="whitespace-pre-wrap">{note.text}</span>
    </p>
  );
}

function Actions({ row, actionLabel }: { row: TOwnListRow; actionLabel: TOwnListLabels["action"] }) {
  return (
    <ul className="flex flex-wrap items-start gap-x-4 gap-y-2">
      {row.actions.map((action) => (
        <li key={action.href}>
          <Link
            href={action.href}
            prefetch={false}
            aria-label={actionLabel(action.label, row.name)}
            className="inline-flex min-h-6 items-center font-bold text-brand-700 underline"
          >
            {action.label}
          </Link>
        </li>
      ))}
      {row.buttons ? <li>{row.buttons}</li> : null}
    </ul>
  );
}

/**
 * One list of the own-app page: a table from 960 px up, a card per row below (375 px phones),
 * the same data and links in both.
 */
export function OwnListSection(props: TSectionProps) {
  const { id, heading, rows } = props;
  const columns = rows[0]?.cells.map((cell) => cell.label) ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} data-own-list={id}>
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-bold">
        {heading}
        <span className="ml-2 text-base font-normal text-ink-muted">({props.count})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-canvas px-4 py-6 text-ink-muted">{props.empty}</p>
      ) : (
        <>
          <table className="hidden w-full border-collapse text-left text-sm md:table">
            <thead>
              <tr className="border-b-2 border-line text-ink-muted">
                <th scope="col" className="py-2 pr-4 font-bold">
                  {props.labels.name}
                </th>
                {columns.map((label) => (
                  <th key={label} scope="col" className="py-2 pr-4 font-bold">
                    {label}
                  </th>
                ))}
                <th scope="col" className="py-2 font-bold">
                  {props.labels.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-line align-top" data-row={row.key}>
                  <th scope="row" className="py-3 pr-4 text-left font-normal">
                    <span className="block font-bold">{row.name}</span>
                    <span className="block text-xs text-ink-muted">{props.labels.code(row.code)}</span>
                    {row.note ? <Note note={row.note} /> : null}
                  </th>
                  {row.cells.map((cell) => (
                    <td key={cell.label} className="py-3 pr-4">
                      <CellValue cell={cell} />
                    </td>
                  ))}
                  <td className="py-3">
                    <Actions row={row} actionLabel={props.labels.action} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="grid gap-4 sm:grid-cols-2 md:hidden">
            {rows.map((row) => (
              <li key={row.key} className="rounded-xl border border-line bg-white p-4" data-card={row.key}>
                <h3 className="font-bold">{row.name}</h3>
                <p className="text-xs text-ink-muted">{props.labels.code(row.code)}</p>
                {row.note ? <Note note={row.note} /> : null}
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {row.cells.map((cell) => (
                    <div key={cell.label} className="contents">
                      <dt className="text-ink-muted">{cell.label}</dt>
                      <dd>
                        <CellValue cell={cell} />
                      </dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-3 border-t border-line pt-3 text-sm">
                  <Actions row={row} actionLabel={props.labels.action} />
                </div>
              </li>
            ))}
          </ul>
          {props.pagination}
        </>
      )}
    </section>
  );
}
