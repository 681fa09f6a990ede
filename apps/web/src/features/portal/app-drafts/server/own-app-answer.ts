import "server-only";
import type { TAppStatus } from "@store/domain/enums";
import type { TAppContent } from "@store/domain/schemas/app-content";
import type { TOwnApp } from "@store/domain/schemas/draft-app";

/** An own app as the developer API answers it. */
export function toOwnApp(row: {
  id: number;
  code: string;
  status: TAppStatus;
  content: TAppContent;
  openDraftId: number | null;
  updatedAt: Date;
}): TOwnApp {
  const { updatedAt, ...rest } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}
