// Before and after of an audit row, readably: the keys whose values differ, side by side.

export type TAuditChange = { key: string; before: string | null; after: string | null };

/** A value as one line of text: strings as they are, anything else as JSON; absent is null. */
export function auditValueText(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Keys whose value is an object of its own, each of its keys shown as a row (`app.title`). */
const NESTED_KEYS: readonly string[] = ["app"];

/** The record with NESTED_KEYS' objects spread into dotted keys; a nested key with no object is left out. */
function flattened(record: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!record) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!NESTED_KEYS.includes(key)) {
      out[key] = value;
      continue;
    }
    for (const [inner, innerValue] of Object.entries(asRecord(value) ?? {})) out[`${key}.${inner}`] = innerValue;
  }
  return out;
}

/**
 * The keys of `before` and `after` whose values differ, in the order they first appear; an app
 * an action names (`app`) by each of its keys (`app.status`, `app.title`). Values that are not
 * objects count as one unnamed key (`""`).
 */
export function auditChanges(before: unknown, after: unknown): TAuditChange[] {
  const a = flattened(asRecord(before));
  const b = flattened(asRecord(after));
  if (!a || !b) {
    const left = before === null ? undefined : before;
    const right = after === null ? undefined : after;
    if (left === undefined && right === undefined) return [];
    if (JSON.stringify(left) === JSON.stringify(right)) return [];
    if (a && right === undefined) return auditChanges(before, {});
    if (b && left === undefined) return auditChanges({}, after);
    return [{ key: "", before: auditValueText(left), after: auditValueText(right) }];
  }
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => ({ key, before: auditValueText(a[key]), after: auditValueText(b[key]) }));
}

/** Longer than this, a value is shown folded (a details element) rather than in full. */
export const AUDIT_VALUE_FOLD_LENGTH = 120;
