import type { TChangeRequestStatus } from "@store/domain/enums";
import { type TAppContent, ZAppContent } from "@store/domain/schemas/app";
import type { TDb } from "../client";
import { sanitizeAppContent } from "../rich-text";
import { draftApps } from "../schema/drafts";

export type TSeedDraftAppInput = {
  /** Null for a new app's draft. */
  appId: number | null;
  appProviderId: number;
  content: TAppContent;
  changeRequestStatus?: TChangeRequestStatus;
  merged?: boolean;
  notificationEmail?: string | null;
  loginUrl?: string | null;
  reviewComment?: string | null;
  submittedAt?: Date | null;
  reviewedAt?: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
};

/**
 * Creates a provider's draft; the content is parsed with the schema providers' edits go through and
 * its body sanitised, as the portal's saves will be.
 */
export async function seedDraftApp(db: TDb, input: TSeedDraftAppInput) {
  const content = sanitizeAppContent(ZAppContent.parse(input.content));
  const [draft] = await db
    .insert(draftApps)
    .values({
      ...input,
      name: content.name,
      code: content.code,
      content,
      changeRequestStatus: input.changeRequestStatus ?? "in_draft",
    })
    .returning();
  if (!draft) throw new Error("draft app insert returned nothing");
  return draft;
}
