import type { CSSProperties } from "react";
import type { ImageAsset } from "#app/content/site-content.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { imageFormat } from "#app/modules/press/press-page.ts";
import { DownloadIcon, FramedImage } from "./press-media.tsx";

/**
 * Approved photos at their own aspect ratio, never cropped or stretched, each with its caption,
 * the required credit line and a link that downloads the original file.
 *
 * Below 640 px: one column. From 640 px: a justified gallery, rows of equal height that fill the
 * width. Each figure grows in proportion to its aspect ratio from a basis of `ratio x --row-h`, so
 * all images of a row share one height; `rowHeightClassName` sets `--row-h` per breakpoint (a
 * smaller value puts more photos on a row).
 */
export function PhotoGallery(props: {
  images: readonly ImageAsset[];
  credit: string;
  t: Translate;
  rowHeightClassName: string;
  /** Label of the list, e.g. the section title. */
  label: string;
}) {
  return (
    <ul
      aria-label={props.label}
      className={`grid grid-cols-1 gap-12 sm:flex sm:flex-wrap sm:items-start sm:gap-x-6 sm:gap-y-12 ${props.rowHeightClassName}`}
    >
      {props.images.map((image) => (
        <PhotoItem key={image.src} image={image} credit={props.credit} t={props.t} />
      ))}
    </ul>
  );
}

function PhotoItem({ image, credit, t }: { image: ImageAsset; credit: string; t: Translate }) {
  const ratio = image.width / image.height;
  const flex: CSSProperties = { flexGrow: ratio, flexBasis: `calc(${ratio.toFixed(4)} * var(--row-h, 200px))` };
  return (
    <li style={flex} className="min-w-0 break-inside-avoid">
      {/* The download line follows the figure: HTML allows nothing after a figure's figcaption. */}
      <figure>
        <FramedImage
          image={image}
          sizes="(min-width: 640px) 50vw, 100vw"
          frameClassName="overflow-hidden rounded-xl border border-white/10 shadow-xl shadow-black/30"
        />
        <figcaption className="mt-4 text-sm leading-6">
          <span className="block text-slate-200">{image.caption}</span>
          <span className="block text-slate-400">{image.credit ?? credit}</span>
        </figcaption>
      </figure>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-print="hide">
        <a
          href={image.src}
          download
          aria-label={t("downloadFullSizeOf", { caption: image.caption })}
          className="inline-flex items-center gap-1.5 font-medium text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:decoration-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
        >
          <DownloadIcon strokeWidth="1.8" />
          {t("downloadFullSize")}
        </a>
        <span className="text-slate-400">
          {t("imageFileInfo", { format: imageFormat(image.src), width: image.width, height: image.height })}
        </span>
      </p>
    </li>
  );
}
