import { useEffect, useRef, useState } from "react";
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
 * fails without a fallback. Works before hydration: the browser paints the image over the placeholder.
 */
export function ImageWithPlaceholder(props: ImageWithPlaceholderProps) {
  const { src, alt, fallbackSrc, failureMessage } = props;
  const [current, setCurrent] = useState<{ src: string; srcSet: string | null }>({ src, srcSet: props.srcSet ?? null });
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  // A new image starts over (React's "adjust state when a prop changes" pattern).
  const [shown, setShown] = useState(src);
  if (shown !== src) {
    setShown(src);
    setCurrent({ src, srcSet: props.srcSet ?? null });
    setFailed(false);
  }

  const handleError = () => {
    if (failureMessage) console.warn(`${failureMessage}: ${current.src}`);
    if (fallbackSrc && current.src !== fallbackSrc) setCurrent({ src: fallbackSrc, srcSet: null });
    else setFailed(true);
  };

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src")) handleError();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={`relative overflow-hidden bg-gradient-to-br from-slate-800 via-slate-900 to-amber-950/60 ${props.className ?? ""}`}>
      {props.placeholder === "initials" ? (
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center font-display text-4xl text-amber-200/70">
          {initialsFrom(alt, props.initials)}
        </span>
      ) : null}
      {failed ? null : (
        <img
          ref={imgRef}
          src={current.src}
          srcSet={current.srcSet ?? undefined}
          sizes={current.srcSet ? props.sizes : undefined}
          width={props.width ?? undefined}
          height={props.height ?? undefined}
          alt={alt}
          loading={props.eager ? "eager" : "lazy"}
          decoding={props.eager ? "sync" : "async"}
          fetchPriority={props.eager ? "high" : undefined}
          onError={handleError}
          className={`relative h-full w-full object-cover ${props.imgClassName ?? ""}`}
        />
      )}
    </div>
  );
}
