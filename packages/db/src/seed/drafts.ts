import type { TChangeRequestStatus } from "@store/domain/enums";
import { type TAppContentInput, ZAppContent } from "@store/domain/schemas/app-content";
import type { TDb } from "../client";
import { sanitizeAppContent } from "../rich-text";
import { draftApps } from "../schema/drafts";

export type TSeedDraftAppInput = {
  /** Null for a new app's draft. */
  appId: number | null;
  appProviderId: number;
  /** New-shape content (items with ids); parsed with ZAppContent, so defaulted fields may be left out. */
  content: TAppContentInput;
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
 * its rich text sanitised, as the portal's saves are.
 */
export async function seedDraftApp(db: TDb, input: TSeedDraftAppInput) {
  const content = sanitizeAppContent(ZAppContent.parse(input.content));
  const [draft] = await db
    .insert(draftApps)
    .values({
      ...input,
      content,
      name: content.name,
      code: content.code,
      changeRequestStatus: input.changeRequestStatus ?? "in_draft",
    })
    .returning();
  if (!draft) throw new Error("draft app insert returned nothing");
  return draft;
}
