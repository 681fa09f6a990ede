import { AppError } from "@store/domain/errors";
import { isMediaName, mediaContentType } from "@store/domain/schemas/media";
import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/server/http/route";
import { mediaStorage } from "@/server/storage/media-storage";

const notFound = () => new AppError("NOT_FOUND", "no such image");

/**
 * Uploaded images, /media/{hash}.{png|jpg}[.webp]. A name is the hash of its bytes, so they are
 * cached for good; anything that is not such a name (folders, dots, escapes) is not found.
 */
export const GET = route(
  {
    summary: "An uploaded image variant (`{sha256}.{png|jpg}.webp` and its fallback `{sha256}.{png|jpg}`), immutable",
    tags: ["Images"],
    catchAllPath: { path: "/media/{name}", params: z.object({ name: z.string() }) },
    params: z.object({ key: z.array(z.string()) }),
    answers: [
      { status: 200, description: "The image, cacheable for a year (`immutable`, `nosniff`).", mediaType: "image/*" },
    ],
    errors: ["NOT_FOUND"],
  },
  async ({ params }) => {
    const [name, ...rest] = params.key;
    if (name === undefined || rest.length > 0 || !isMediaName(name)) throw notFound();
    const bytes = await mediaStorage().get(name);
    if (!bytes) throw notFound();
    return new NextResponse(Buffer.from(bytes), {
      headers: {
        "content-type": mediaContentType(name),
        "content-length": String(bytes.byteLength),
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
