import "server-only";
import { renderTermsMarkdown as render } from "@store/db/rich-text";
import type { TRenderedTermsMarkdown, TRenderTermsMarkdownRequest } from "@store/domain/schemas/editorial";

/**
 * POST /api/ops/editorial/terms/markdown: Markdown as a terms page would show it, through the same
 * renderer and sanitiser a saved version goes through (the editor's live preview).
 */
export function renderTermsMarkdown(body: TRenderTermsMarkdownRequest): TRenderedTermsMarkdown {
  return render(body.markdown);
}
