// A voice's life (issue 28) and who may move it. Every voice is moderated before the store shows it;
// the author's edit sends it back to moderation; operators publish, reject and take down.
//
// A report does not send a voice back to `pending`: it moves it to `reported`, which stays on the
// store and in the app's counts while it waits in the operators' queue. Were a report to hide it, one
// provider could silence every critical voice about its app with a few clicks (reports are rate
// limited per person, not per voice). The operator then keeps it (`publish`, back to `published`) or
// takes it down.

export const VOICE_STATUSES = ["pending", "published", "rejected", "reported", "taken_down"] as const;
export type TVoiceStatus = (typeof VOICE_STATUSES)[number];

/** Who acts: the voice's author, an operator, or a visitor or provider user who reports it. */
export type TVoiceActor = "author" | "operator" | "reporter";

export type TVoiceAction = "edit" | "publish" | "reject" | "takeDown" | "report";

type TVoiceMove = { action: TVoiceAction; actor: TVoiceActor; from: readonly TVoiceStatus[]; to: TVoiceStatus };

/**
 * Every move there is. An author may edit a voice in any state, even one rejected or taken down: the
 * edit is moderated again like a new voice. The operators' queue holds `pending` and `reported`.
 */
export const VOICE_MOVES: readonly TVoiceMove[] = [
  { action: "edit", actor: "author", from: VOICE_STATUSES, to: "pending" },
  { action: "publish", actor: "operator", from: ["pending", "reported"], to: "published" },
  { action: "reject", actor: "operator", from: ["pending"], to: "rejected" },
  { action: "takeDown", actor: "operator", from: ["published", "reported"], to: "taken_down" },
  // A second report of a voice already in the queue is kept and changes nothing.
  { action: "report", actor: "reporter", from: ["published", "reported"], to: "reported" },
];

/** The status an action leads to, or null when this actor may not take it from this status. */
export function nextVoiceStatus(from: TVoiceStatus, action: TVoiceAction, actor: TVoiceActor): TVoiceStatus | null {
  const move = VOICE_MOVES.find((m) => m.action === action && m.actor === actor && m.from.includes(from));
  return move ? move.to : null;
}

/** Whether this actor may move a voice from one status to the other. */
export function isVoiceMoveAllowed(from: TVoiceStatus, to: TVoiceStatus, actor: TVoiceActor): boolean {
  return VOICE_MOVES.some((m) => m.actor === actor && m.to === to && m.from.includes(from));
}

/** Statuses the store shows and counts: a reported voice stays until an operator decides. */
export function isVoicePublic(status: TVoiceStatus): boolean {
  return status === "published" || status === "reported";
}

/** Statuses in the operators' queue. */
export function isVoiceInQueue(status: TVoiceStatus): boolean {
  return status === "pending" || status === "reported";
}
