/** The parts of a transaction event the SPEC §8 filter reads. */
export type TTransactionFacts = {
  op?: string;
  status?: string;
  /** Whether the page on screen is the not-found screen. */
  notFoundShown: boolean;
};

/**
 * SPEC §8: page-not-found transactions and incomplete navigation transactions (cut off by the
 * next navigation, or timed out) are dropped; every other transaction is kept.
 */
export function keepsTransaction({ op, status, notFoundShown }: TTransactionFacts): boolean {
  if (notFoundShown) return false;
  if (op === "navigation" && status !== undefined && status !== "ok") return false;
  return true;
}
