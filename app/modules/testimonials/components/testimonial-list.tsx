import type { Language } from "#app/lib/language.ts";
import { type Testimonial, testimonialAttribution, testimonialQuote } from "../testimonial.ts";

/**
 * Testimonials as quotes (issue 28): the words in the page's language (as given when there are no
 * Portuguese ones, marked with the language they are in), who said them, and the event.
 */
export function TestimonialList({ testimonials, language, label, className }: { testimonials: readonly Testimonial[]; language: Language; label: string; className?: string }) {
  if (testimonials.length === 0) return null;
  return (
    <ul aria-label={label} className={className ?? "grid gap-4 md:grid-cols-3"}>
      {testimonials.map((testimonial) => {
        const quote = testimonialQuote(testimonial, language);
        const asGiven = language === "pt" && !testimonial.pt.quote;
        return (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-white/10 bg-ink/60 p-6">
              <blockquote className="flex-1 text-lg leading-relaxed text-slate-100" lang={asGiven ? "en" : undefined}>
                <p>“{quote}”</p>
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3 text-sm">
                {testimonial.photo ? (
                  <img src={testimonial.photo} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 shrink-0 rounded-full object-cover" />
                ) : null}
                <span>
                  <span className="block font-semibold text-white">{testimonialAttribution(testimonial)}</span>
                  {testimonial.event ? <cite className="block text-slate-400 not-italic">{testimonial.event}</cite> : null}
                </span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
