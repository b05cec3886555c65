import { ImageWithPlaceholder } from "#app/components/image-with-placeholder.tsx";
import type { ImageAsset } from "#app/content/site-content.ts";
import { uploadedImageSrcSet } from "#app/modules/uploads/image.ts";
import { LineIcon } from "#app/components/line-icon.tsx";

/** An uploaded image in a frame of its own proportions (never cropped), over the placeholder while it loads: the press pages' photos and book cover. */
export function FramedImage({ image, sizes, frameClassName }: { image: ImageAsset; sizes: string; frameClassName: string }) {
  return (
    <div style={{ aspectRatio: `${image.width} / ${image.height}` }} className={frameClassName}>
      <ImageWithPlaceholder
        src={image.src}
        srcSet={uploadedImageSrcSet(image.src, image.width)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        className="h-full w-full"
      />
    </div>
  );
}

/** The arrow-into-tray icon of the press pages' download links. */
export function DownloadIcon({ strokeWidth }: { strokeWidth: "1.8" | "2" }) {
  return <LineIcon d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" className="h-4 w-4" strokeWidth={strokeWidth} round />;
}
