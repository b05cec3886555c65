import { Link } from "react-router";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/lib/language.ts";
import { type PageName, paths } from "#app/lib/paths.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { FadeIn } from "./fade-in.tsx";
import { Section, SectionHeading, SectionImage } from "./section-heading.tsx";

interface SectionProps {
  content: SiteContent;
  language: Language;
  t: Translate;
}

/** Seven frames of the career, as a vertical timeline. */
export function JourneySection({ content, t }: SectionProps) {
  return (
    <Section id="journey">
      <SectionHeading id="journey" eyebrow={t("journey")} title={t("journeyHeading")} intro={t("journeyIntro")} />
      <ol className="relative mt-14 space-y-10 border-l border-amber-300/30 pl-8 sm:ml-4">
        {content.journey.map((frame) => (
          <li key={frame.year + frame.title} className="relative">
            <FadeIn>
              <span aria-hidden="true" className="absolute top-1.5 -left-[41px] h-4 w-4 rounded-full border-2 border-amber-300 bg-ink" />
              <p className="font-display text-lg text-amber-300">{frame.year}</p>
              <h3 className="mt-1 text-xl font-semibold text-white">{frame.title}</h3>
              <p className="mt-2 max-w-3xl leading-7 text-slate-300">{frame.text}</p>
            </FadeIn>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/**
 * A card of a grid of three columns on wide screens (six tracks, two per card) that leaves no empty
 * slot: a last row of two is centred, a last card alone is centred, and on two columns an odd last
 * card spans both (issue 30: five cards left a hole).
 */
function threeColumnCell(index: number, count: number): string {
  const classes = ["lg:col-span-2"];
  const lastRow = count % 3;
  if (lastRow === 2 && index === count - 2) classes.push("lg:col-start-2");
  if (lastRow === 1 && index === count - 1) classes.push("lg:col-start-3");
  if (count % 2 === 1 && index === count - 1) classes.push("sm:max-lg:col-span-2");
  return classes.join(" ");
}

export function SuperpowersSection({ content, t }: SectionProps) {
  return (
    <Section id="superpowers" className="bg-panel/40">
      <SectionHeading id="superpowers" eyebrow={t("superpowers")} title={t("superpowersHeading")} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {content.superpowers.map((power, index) => (
          <li key={power.title} className={threeColumnCell(index, content.superpowers.length)}>
            <FadeIn className="h-full rounded-2xl border border-white/10 bg-ink/60 p-6">
              <span aria-hidden="true" className="font-display text-3xl text-amber-300/80">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-xl font-semibold text-white">{power.title}</h3>
              <p className="mt-2 leading-7 text-slate-300">{power.text}</p>
            </FadeIn>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function RecognitionsSection({ content, language, t }: SectionProps) {
  const links: { page: PageName; label: string }[] = [
    { page: "pressKit", label: t("pressKit") },
    { page: "mediaKit", label: t("mediaKit") },
    { page: "museumLetter", label: t("museumLetter") },
  ];
  return (
    <Section id="recognitions">
      <SectionHeading id="recognitions" eyebrow={t("recognitions")} title={t("recognitionsHeading")} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {content.recognitions.map((item, index) => (
          <li key={item.year + item.title} className={index === content.recognitions.length - 1 && index % 2 === 0 ? "md:col-span-2" : undefined}>
            <FadeIn className="h-full rounded-2xl border border-white/10 bg-panel/60 p-6">
              <p className="text-sm text-amber-300">
                {item.year} · {item.issuer}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-white">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-300">{item.description}</p>
            </FadeIn>
          </li>
        ))}
      </ul>
      <ul className="mt-10 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.page}>
            <Link
              to={paths.page(link.page, language)}
              className="inline-flex items-center gap-2 rounded-full border border-amber-300/50 px-5 py-2.5 text-sm font-medium text-amber-100 transition hover:bg-amber-300 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
            >
              {link.label} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutSection({ content, t }: SectionProps) {
  const { about } = content;
  return (
    <Section id="about" className="bg-panel/40">
      <div className="grid items-start gap-12 lg:grid-cols-[1fr_1.4fr]">
        <FadeIn>
          <SectionImage
            image={about.image}
            sizes="(min-width: 1024px) 40vw, 448px"
            className="aspect-[4/5] w-full max-w-md rounded-3xl border border-white/10 object-cover"
          />
        </FadeIn>
        <div>
          <SectionHeading id="about" eyebrow={t("about")} title={about.title} />
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-300">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2">
            {about.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl border border-white/10 p-4">
                <dt className="text-xs font-semibold tracking-wider text-amber-200 uppercase">{fact.label}</dt>
                <dd className="mt-1 text-slate-200">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}

/**
 * The items by category, each category a column on wide screens; a category without items is left out,
 * and one category alone lays its items out in two columns (issue 28: 0 to 24 items; none: no section).
 */
export function PortfolioSection({ content, t }: SectionProps) {
  const { portfolio } = content;
  const categories = (["ai", "growth"] as const)
    .map((category) => ({ category, items: portfolio.items.filter((item) => item.category === category) }))
    .filter((group) => group.items.length > 0);
  if (categories.length === 0) return null;
  const alone = categories.length === 1;
  return (
    <Section id="portfolio">
      <SectionHeading id="portfolio" eyebrow={t("portfolio")} title={t("portfolioHeading")} />
      <div className={`mt-12 grid gap-12 ${alone ? "" : "lg:grid-cols-2"}`}>
        {categories.map(({ category, items }) => (
          <div key={category}>
            <h3 className="text-sm font-semibold tracking-[0.2em] text-amber-300 uppercase">{portfolio.categories[category]}</h3>
            <ul className={alone ? "mt-5 grid gap-5 lg:grid-cols-2" : "mt-5 space-y-5"}>
              {items.map((item, index) => (
                <li key={`${index}-${item.title}`} className={alone && index === items.length - 1 && index % 2 === 0 ? "lg:col-span-2" : undefined}>
                  <FadeIn className="h-full rounded-2xl border border-white/10 bg-panel/60 p-6">
                    <h4 className="text-lg font-semibold text-white">{item.title}</h4>
                    <p className="mt-1 text-sm text-slate-400">
                      {item.role} · {item.period}
                    </p>
                    <p className="mt-3 leading-7 text-slate-300">{item.description}</p>
                    <p className="mt-3 text-sm font-medium text-amber-200">{item.highlight}</p>
                  </FadeIn>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
