// What installing and uninstalling mean per integration type (DOMAIN.md 'Integration types'), as
// pure decisions shared by the server service and the install dialog.
import type { TIntegrationType, TOperationType } from "./enums";

/** connect and adapt grant the app's OAuth client; the others add an add-on. */
export function isConnection(integrationType: TIntegrationType): boolean {
  return integrationType === "connect" || integrationType === "adapt";
}

/** The operation-log type of an install or uninstall of an app of this integration type. */
export function operationTypeFor(
  integrationType: TIntegrationType,
  direction: "install" | "uninstall",
): TOperationType {
  if (isConnection(integrationType)) return direction === "install" ? "connect" : "disconnect";
  return direction;
}

/** App names each in corner quotes, as toasts and operation logs name them: 「A」「B」. */
export function quoteAppNames(names: readonly string[]): string {
  return names.map((name) => `「${name}」`).join("");
}

/** The operation log's message, in the store's record language (Japanese, like the parent service's). */
export function operationMessage(operationType: TOperationType, names: readonly string[]): string {
  const quoted = quoteAppNames(names);
  switch (operationType) {
    case "connect":
      return `${quoted}の連携を許可しました`;
    case "disconnect":
      return `${quoted}の連携を解除しました`;
    case "install":
      return `${quoted}を追加しました`;
    case "uninstall":
      return `${quoted}を削除しました`;
    case "access_request_approved":
      return `${quoted}の利用申請を承認しました`;
    case "access_request_declined":
      return `${quoted}の利用申請を却下しました`;
    case "app_policy_any":
      return "利用申請ポリシーを「すべてのアプリを申請できる」に変更しました";
    case "app_policy_allow_list":
      return "利用申請ポリシーを「許可リストのアプリだけ申請できる」に変更しました";
    case "app_policy_none":
      return "利用申請ポリシーを「申請できない」に変更しました";
    case "app_allowed":
      return `${quoted}を許可リストに追加しました`;
    case "app_disallowed":
      return `${quoted}を許可リストから外しました`;
    case "app_blocked":
      return `${quoted}の利用申請をブロックしました`;
    case "app_unblocked":
      return `${quoted}のブロックを解除しました`;
    case "scopes_approved":
      return `${quoted}の追加の権限を許可しました`;
    case "scopes_kept":
      return `${quoted}の追加の権限を許可せず、これまでの権限のままにしました`;
  }
}

/** SPEC §4 Install flow: whether the terms box must be ticked before installing. */
export function needsTermsAgreement(app: {
  code: string;
  integrationType: TIntegrationType;
  termsUrl: string | null;
}): boolean {
  if (!app.termsUrl || app.code === "suite-data") return false;
  return app.integrationType !== "connect";
}

/** SPEC §9: the shared-account notice shows from two apps on one provider account. */
export const SHARED_ACCOUNT_NOTICE_MIN_APPS = 2;
