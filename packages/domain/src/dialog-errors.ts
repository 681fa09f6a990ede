// SPEC §8: which failed calls a dialog or form answers in place, showing the server's message (and
// per-field items) in the viewer's language, by HTTP status. Every other failure is unexpected: the
// caller rethrows it (the error screen) or shows its own generic words. 409 (an operation already in
// progress, or a stale save) and 429 (too many attempts) are the store's additions.

export const IN_PLACE_ERROR_STATUSES = {
  /** Install failure: bad request, payment required, forbidden (+ 409 in progress). */
  install: [400, 402, 403, 409],
  /** Uninstall: bad request, payment required, not found, forbidden (+ 409 in progress). */
  uninstall: [400, 402, 403, 404, 409],
  /** Document request: bad request, payment required, a validation-type error, forbidden. */
  documentRequest: [400, 402, 403, 422],
  /** Sign-in, invitation and password forms of provider users and operators. */
  accountForm: [400, 401, 403, 404, 409, 422, 429],
  /** The provider's company profile: validation per field, and a save over a newer change. */
  providerProfile: [400, 403, 404, 409, 422],
  /** Access requests and their decline: bad request, forbidden, gone, a bad note, too many. */
  accessRequest: [400, 403, 404, 422, 429],
} as const satisfies Record<string, readonly number[]>;

export type TInPlaceErrorForm = keyof typeof IN_PLACE_ERROR_STATUSES;

/** Whether a form shows a failure of this status in place (else it is an unexpected error). */
export function showsErrorInPlace(form: TInPlaceErrorForm, status: number): boolean {
  return (IN_PLACE_ERROR_STATUSES[form] as readonly number[]).includes(status);
}
