// The plan (free or paid, SPEC §3 plan.priceType) and the price texts must tell one story.
import type { TAppContent } from "../schemas/app-content";
import type { TPreCheckFinding } from "../schemas/pre-check";
import { failed, type TPlanPriceTypes, warning } from "./draft-checks-input";

const given = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * A plan the store does not have, or a paid plan without a price: refused. A free plan whose price
 * names an amount (freemium apps say "free to ¥3,480"), price details without a price, or a price
 * without a plan: a reviewer looks.
 */
export function planFindings(content: TAppContent, plans: TPlanPriceTypes): TPreCheckFinding[] {
  const findings: TPreCheckFinding[] = [];
  const hasPrice = given(content.price);
  if (content.planId !== null) {
    const priceType = plans.get(content.planId);
    if (priceType === undefined) findings.push(failed(["planId"], "planUnknown"));
    else if (priceType === "paid" && !hasPrice) findings.push(failed(["price"], "paidPlanWithoutPrice"));
    else if (priceType === "free" && /\d/.test(content.price ?? ""))
      findings.push(warning(["price"], "freePlanWithPrice", { price: content.price?.trim() ?? "" }));
  } else if (hasPrice) findings.push(warning(["planId"], "priceWithoutPlan"));
  if (!hasPrice) {
    for (const field of ["priceCaption", "additionalCharge"] as const)
      if (given(content[field])) findings.push(warning([field], "priceDetailWithoutPrice"));
  }
  return findings;
}
