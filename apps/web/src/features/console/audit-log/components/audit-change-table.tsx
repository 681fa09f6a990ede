import { AUDIT_VALUE_FOLD_LENGTH, auditChanges } from "./audit-changes";

type TLabels = {
  field: string;
  before: string;
  after: string;
  value: string;
  empty: string;
  more: string;
  /** The words of the keys audit rows carry (`opsAudit.keys`), by key. */
  keys: Readonly<Record<string, string>>;
  /** The words of stored values, by key and value as shown (`published` → 公開中); others show as stored. */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

/** The keys the store's audit rows carry before and after, each named in `opsAudit.keys`. */
export const AUDIT_CHANGE_KEYS = [
  "status",
  "publishedAt",
  "name",
  "names",
  "description",
  "email",
  "locale",
  "state",
  "suspendedAt",
  "position",
  "attempts",
  "lastError",
  "runAt",
  "redirectUris",
  "scopes",
  "addonUrl",
  "mailJobId",
  "title",
  "app",
  "id",
  "code",
  "changeRequestStatus",
  "reviewerOperatorId",
  "version",
  "merged",
] as const;

/** A change's key in words: an app's key as "App: Title" (`app.title`), the unnamed key as "Value". */
function keyLabel(key: string, labels: TLabels): string {
  if (!key) return labels.value;
  const [outer = key, inner] = key.split(".", 2);
  if (inner === undefined) return labels.keys[key] ?? key;
  return `${labels.keys[outer] ?? outer}: ${labels.keys[inner] ?? inner}`;
}

function valueLabel(key: string, text: string | null, labels: TLabels): string | null {
  return text === null ? null : (labels.values?.[key]?.[text] ?? text);
}

/** A value in full when short; folded behind its first characters when long. */
function AuditValue({ text, labels }: { text: string | null; labels: TLabels }) {
  if (text === null) return <span className="text-ink-muted">{labels.empty}</span>;
  if (text.length <= AUDIT_VALUE_FOLD_LENGTH) return <span className="break-all whitespace-pre-wrap">{text}</span>;
  return (
    <details>
      <summary className="cursor-pointer break-all">
        {text.slice(0, AUDIT_VALUE_FOLD_LENGTH)}… <span className="text-brand-700 underline">{labels.more}</span>
      </summary>
      <span className="mt-1 block break-all whitespace-pre-wrap">{text}</span>
    </details>
  );
}

/** The keys an action changed, before and after side by side (each key a row). */
export function AuditChangeTable({ before, after, labels }: { before: unknown; after: unknown; labels: TLabels }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return null;
  return (
    <table className="mt-2 w-full table-fixed border-collapse text-left text-sm" data-audit-changes="">
      <thead>
        <tr className="border-b border-line text-xs text-ink-muted">
          <th scope="col" className="w-1/4 py-1 pr-2">
            {labels.field}
          </th>
          <th scope="col" className="py-1 pr-2">
            {labels.before}
          </th>
          <th scope="col" className="py-1">
            {labels.after}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.key} className="border-b border-line align-top" data-audit-change={change.key}>
            <th scope="row" className="py-1 pr-2 font-normal break-words text-ink-muted">
              {keyLabel(change.key, labels)}
            </th>
            <td className="py-1 pr-2">
              <AuditValue text={valueLabel(change.key, change.before, labels)} labels={labels} />
            </td>
            <td className="py-1">
              <AuditValue text={valueLabel(change.key, change.after, labels)} labels={labels} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
