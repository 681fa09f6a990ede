// The public face of this feature: what other features may import from it.

export { AccessRequestNoteField, isNoteTooLong } from "./access-request-note-field";
