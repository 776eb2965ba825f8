// A picture from the content layer: its responsive candidates, its intrinsic size (no layout
// shift) and how urgently the browser should fetch it. `priority` is for the picture that is
// likely the page's largest paint; every other picture waits until it nears the viewport. A
// picture the editors left unset (null) renders nothing.
import type { ComponentProps } from "react";
import type { ImageView } from "~/content/types";

type Props = Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "width" | "height" | "alt" | "loading" | "decoding"
> & { image: ImageView | null; priority?: boolean };

export function ContentImage({ image, priority = false, sizes, ...rest }: Props) {
  if (!image) return null;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      {...(priority ? { fetchpriority: "high" } : {})}
      // `sizes` only chooses among candidates: without a srcset HTML does not allow it.
      {...(image.srcSet ? { sizes } : {})}
      {...rest}
    />
  );
}
