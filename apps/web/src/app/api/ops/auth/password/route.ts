import { requestPasswordResetRoute } from "@/features/platform/accounts/server/account-routes";

/** The operator asks for a reset mail: the same answer (202) whether or not the address has an account. */
export const POST = requestPasswordResetRoute("operator");
