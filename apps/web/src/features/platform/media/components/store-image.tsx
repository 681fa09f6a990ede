import { fallbackUrlOf } from "@store/domain/schemas/media";
import type { ComponentProps } from "react";

type TProps = Omit<ComponentProps<"img">, "src" | "alt"> & { src: string; alt: string };

/**
 * An image of an app's content: an uploaded one (/media/….webp) comes with its PNG or JPEG twin
 * for browsers without WebP; any other URL is a plain image.
 */
export function StoreImage({ src, alt, ...rest }: TProps) {
  const fallback = fallbackUrlOf(src);
  // biome-ignore lint/performance/noImgElement: stored variants are already sized; seeded images are SVG
  if (!fallback) return <img src={src} alt={alt} {...rest} />;
  return (
    // `contents`: the picture adds no box of its own, so the image lays out as a bare <img> would.
    <picture className="contents">
      <source srcSet={src} type="image/webp" />
      <img src={fallback} alt={alt} {...rest} />
    </picture>
  );
}
