import { ZRenderedTermsMarkdown, ZRenderTermsMarkdownRequest } from "@store/domain/schemas/editorial";
import { renderTermsMarkdown } from "@/features/console/editorial-console/terms/server/render-terms-markdown";
import { route } from "@/server/http/route";

/** Markdown rendered as a terms body would be (sanitised HTML and contents), for the editor's preview. */
export const POST = route(
  {
    summary: "Renders Markdown as a terms body",
    description: "The sanitised HTML and contents a version with this Markdown would have (the editor's preview).",
    tags: ["Operator editorial"],
    auth: "operator",
    origin: "required",
    body: ZRenderTermsMarkdownRequest,
    answers: [{ status: 200, description: "`{ html, toc }`.", schema: ZRenderedTermsMarkdown }],
  },
  async ({ body }) => renderTermsMarkdown(body),
);
