import { z } from "zod";
import { APP_STATUSES } from "../enums";

// The operator console's apps (issue 11): the list's query and an app's status change.

export const REASON_MAX_LENGTH = 2000;
const MAX_ROW_ID = 2_147_483_647;
const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** `/ops/apps?q=&status=&provider=&before=`: search by name or code, filters, keyset paging by id. */
export const ZOperatorAppListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(APP_STATUSES).optional(),
  provider: rowId.optional(),
  /** Continue below this app id (the list runs newest app first). */
  before: rowId.optional(),
});
export type TOperatorAppListQuery = z.infer<typeof ZOperatorAppListQuery>;

/**
 * POST /api/ops/apps/{id}/status. `from` is the status the operator saw: when the app has moved on
 * since, the change is refused (409) rather than applied to a state nobody looked at.
 */
export const ZAppStatusChange = z.object({
  status: z.enum(APP_STATUSES),
  from: z.enum(APP_STATUSES),
  reason: z.string().trim().min(1).max(REASON_MAX_LENGTH),
});
export type TAppStatusChange = z.infer<typeof ZAppStatusChange>;

/** The answer of a status change: the app's status and when it changed. */
export const ZAppStatusChanged = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(APP_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAppStatusChanged = z.infer<typeof ZAppStatusChanged>;

/** `error.details` of a 409: the status the app has now. */
export const ZAppStatusConflict = z.object({ current: z.object({ status: z.enum(APP_STATUSES) }) });
