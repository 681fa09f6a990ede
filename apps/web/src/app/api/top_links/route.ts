import { readTopLinks } from "@/features/store/catalog/read-public-catalog";
import { route } from "@/server/http/route";
import { ZLinkBanner } from "@store/domain/schemas/editorial";
import { z } from "zod";

export const GET = route(
  {
    summary: "The link banners at the top of the home page",
    tags: ["Editorial"],
    answers: [{ status: 200, description: "The banners in order.", schema: z.array(ZLinkBanner) }],
  },
  () => readTopLinks(),
);
