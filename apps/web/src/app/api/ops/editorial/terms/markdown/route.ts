import { ZRenderTermsMarkdownRequest } from "@store/domain/schemas/editorial";
import { renderTermsMarkdown } from "@/features/editorial-console/terms/server/render-terms-markdown";
import { route } from "@/server/route";

/** Markdown rendered as a terms body would be (sanitised HTML and contents), for the editor's preview. */
export const POST = route(
  { auth: "operator", origin: "required", body: ZRenderTermsMarkdownRequest },
  async ({ body }) => renderTermsMarkdown(body),
);
