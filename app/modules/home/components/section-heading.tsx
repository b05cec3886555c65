import type { ImageAsset } from "#app/content/site-content.ts";
import { responsiveImageAttributes } from "#app/modules/uploads/image.ts";

export function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow?: string; title: string; intro?: string }) {
  return (
    <div className="max-w-3xl">
      {eyebrow ? <p className="text-sm font-semibold tracking-[0.2em] text-amber-300 uppercase">{eyebrow}</p> : null}
      <h2 id={`${id}-title`} className="mt-2 font-display text-3xl leading-tight text-white sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-8 text-slate-300">{intro}</p> : null}
    </div>
  );
}

/** A home section: an anchor target (focusable for keyboard users after a jump) with its heading. */
export function Section({ id, className, children }: { id: string; className?: string; children: React.ReactNode }) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-20 outline-none ${className ?? ""}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">{children}</div>
    </section>
  );
}

/** A section's picture (the book's cover, the about portrait): responsive, loaded lazily, below the fold. */
export function SectionImage({ image, sizes, className }: { image: ImageAsset; sizes: string; className: string }) {
  return (
    <img
      src={image.src}
      {...responsiveImageAttributes(image.src, image.width, sizes)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
