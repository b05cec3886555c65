import { island } from "#app/components/island.ts";
import { initialsFrom } from "#app/lib/initials.ts";

export interface ImageWithPlaceholderProps {
  src: string;
  alt: string;
  srcSet?: string | null;
  sizes?: string;
  width?: number | null;
  height?: number | null;
  /** Shown instead when the image fails (spec §4); without one, the placeholder stays. */
  fallbackSrc?: string;
  /** "initials" shows the initials of `alt` (or `initials`) over the gradient. */
  placeholder?: "gradient" | "initials";
  initials?: string;
  /** Logged with console.warn when the image fails (spec §4: list cards log their failures). */
  failureMessage?: string;
  eager?: boolean;
  className?: string;
  imgClassName?: string;
}

/**
 * An image over a placeholder (gradient or initials) that shows while it loads and stays if it
 * fails without a fallback; the image island switches to the fallback or hides the image on error.
 */
export function ImageWithPlaceholder(props: ImageWithPlaceholderProps) {
  const { src, alt, fallbackSrc, failureMessage } = props;
  return (
    <div className={`relative overflow-hidden bg-gradient-to-br from-slate-800 via-slate-900 to-amber-950/60 ${props.className ?? ""}`}>
      {props.placeholder === "initials" ? (
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center font-display text-4xl text-amber-200/70">
          {initialsFrom(alt, props.initials)}
        </span>
      ) : null}
      <img
        {...island("image")}
        src={src}
        srcSet={props.srcSet ?? undefined}
        sizes={props.srcSet ? props.sizes : undefined}
        width={props.width ?? undefined}
        height={props.height ?? undefined}
        alt={alt}
        data-fallback={fallbackSrc}
        data-failure-message={failureMessage}
        loading={props.eager ? "eager" : "lazy"}
        decoding={props.eager ? "sync" : "async"}
        fetchPriority={props.eager ? "high" : undefined}
        className={`relative h-full w-full object-cover ${props.imgClassName ?? ""}`}
      />
    </div>
  );
}
