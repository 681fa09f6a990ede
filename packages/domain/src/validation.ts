import type { z } from "zod";

// One place that turns zod issues into the `items` of an error body (SPEC §8: per-field messages):
// every issue becomes a message key with its values, translated by the server into the viewer's
// language. A schema names its own message with a key (`z.email("documentRequest.errors.emailInvalid")`);
// otherwise the issue's kind picks a generic `validation.*` message.

export type TIssueMessage = { key: string; values?: Record<string, string | number> };

/** A schema's own message when it is a message key: `namespace.group.name`, no spaces. */
const MESSAGE_KEY = /^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;

function limit(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  return undefined;
}

function messageValues(params: Record<string, unknown> | undefined): TIssueMessage["values"] {
  const entries = Object.entries(params ?? {}).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The values a schema's own message may use: a refinement's params, or a length's limit. */
function ownMessageValues(issue: z.core.$ZodIssue): TIssueMessage["values"] {
  if (issue.code === "custom") return messageValues(issue.params);
  if (issue.code === "too_big") return { maximum: limit(issue.maximum) ?? 0 };
  if (issue.code === "too_small") return { minimum: limit(issue.minimum) ?? 0 };
  return undefined;
}

/** The message of one issue: the schema's own key, or the generic one of its kind. */
export function issueMessage(issue: z.core.$ZodIssue): TIssueMessage {
  if (MESSAGE_KEY.test(issue.message)) {
    // A refinement's own values (`ctx.addIssue({ …, params: { maximum: 100 } })`) fill its message,
    // and a length's limit fills a schema's own "too long" or "too short" words.
    const values = ownMessageValues(issue);
    return values ? { key: issue.message, values } : { key: issue.message };
  }
  switch (issue.code) {
    case "invalid_type":
      return { key: issue.input === undefined || issue.input === null ? "validation.required" : "validation.invalid" };
    case "too_small": {
      const minimum = limit(issue.minimum);
      if (issue.origin === "string") {
        return minimum === 1
          ? { key: "validation.required" }
          : { key: "validation.tooShort", values: { minimum: minimum ?? 0 } };
      }
      if (issue.origin === "array" || issue.origin === "set")
        return { key: "validation.tooFew", values: { minimum: minimum ?? 0 } };
      return { key: "validation.tooSmall", values: { minimum: minimum ?? 0 } };
    }
    case "too_big": {
      const maximum = limit(issue.maximum) ?? 0;
      if (issue.origin === "string") return { key: "validation.tooLong", values: { maximum } };
      if (issue.origin === "array" || issue.origin === "set") return { key: "validation.tooMany", values: { maximum } };
      return { key: "validation.tooBig", values: { maximum } };
    }
    case "invalid_format":
      if (issue.format === "email") return { key: "validation.email" };
      if (issue.format === "url") return { key: "validation.url" };
      return { key: "validation.invalid" };
    case "invalid_value":
      return { key: "validation.choice" };
    case "unrecognized_keys":
      return { key: "validation.unknownField" };
    default:
      return { key: "validation.invalid" };
  }
}

/**
 * The issues of a failed parse, per field path (`awards.0.title`; `_` for the whole value). Parse with
 * `{ reportInput: true }` so that a missing field reads "required" rather than "invalid".
 */
export function issuesByField(error: z.ZodError): Record<string, TIssueMessage[]> {
  const fields: Record<string, TIssueMessage[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    const message = issueMessage(issue);
    const known = fields[field] ?? [];
    if (!known.some((m) => m.key === message.key)) fields[field] = [...known, message];
  }
  return fields;
}
