// What the API description says of a change request another operator holds, for pick-up and decision.

export const HELD_NOTE =
  "409 when another operator holds the request (`error.message` names them), when it is not in the status the action starts from, or (decisions) when `version` is not the draft's current one.";
