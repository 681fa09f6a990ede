import { APP_CODE_RESERVATION_DAYS, MAX_OPEN_NEW_APP_DRAFTS } from "@store/domain/draft-limits";

// What the API description says of drafts where more than one route behaves alike (creating a
// draft, saving one based on a `version`).

export const DRAFT_CREATE_NOTE = `A new app's code is refused (422 on \`code\`, one message whoever holds it) when an app has it or another open draft holds it; a draft holds its code until it has sat editable and unsaved for ${APP_CODE_RESERVATION_DAYS} days. At most ${MAX_OPEN_NEW_APP_DRAFTS} open new apps' drafts per provider (422 beyond). Limited per provider and per client address (429 with Retry-After).`;

export const DRAFT_CONFLICT_NOTE =
  "A save based on an older `version` is refused with 409 and the draft as it is now in `error.details.current`; so is a draft that is not editable (pending, in review, approved, merged), with a message saying so.";
