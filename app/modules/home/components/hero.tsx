import { Fragment } from "react";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";
import { isSectionShown, SECTION_IDS } from "#app/components/layout/home-sections.ts";
import { TaglineRotator } from "./tagline-rotator.tsx";
import { responsiveImageAttributes } from "#app/modules/uploads/image.ts";

/** In-page links to a section: the section-link island scrolls smoothly and keeps the URL (spec §2). */
const JUMP = island("section-link");

/**
 * The role's parts ("Author · Speaker") never break before a separator: each part stays whole and keeps
 * the dot that follows it, so no line starts with "·".
 */
function RoleLine({ role }: { role: string }) {
  const parts = role.split(/\s+·\s+/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? " " : null}
          <span className="whitespace-nowrap">{index < parts.length - 1 ? `${part}\u00a0·` : part}</span>
        </Fragment>
      ))}
    </>
  );
}

/** The stats' grid by how many there are (1 to 4, issue 28): one row, or two rows of two for four on phones. */
const STATS_GRID = ["", "grid-cols-1 max-w-[12rem]", "grid-cols-2 max-w-sm", "grid-cols-3 max-w-xl", "grid-cols-2 max-w-xl sm:grid-cols-4"] as const;

/** Name, role, rotating taglines, the stats, the two calls to action and the scroll arrow. */
export function Hero({ content, t }: { content: SiteContent; t: Translate }) {
  const image = content.hero.image;
  // Issue 28: a button to a hidden section is not shown; the arrow goes to the first section shown below.
  const shown = content.showOnSite;
  const next = SECTION_IDS.find((id) => id !== "hero" && isSectionShown(shown, id) && (id !== "portfolio" || content.portfolio.items.length > 0));
  const actions = [
    { id: "speaking" as const, label: t("inviteToSpeak"), primary: true },
    { id: "book" as const, label: t("exploreBook"), primary: false },
  ].filter((action) => isSectionShown(shown, action.id));
  return (
    <section
      id="hero"
      tabIndex={-1}
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[100svh] items-center overflow-hidden outline-none"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(245,185,66,0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(30,41,59,0.9),transparent_60%)]" />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-24 pb-28 sm:px-6 lg:grid-cols-[1.25fr_1fr]">
        {/* Phones: the calls to action come right after the taglines, so the first screen shows them above
            the bottom bar (issue 30); from lg they close the column as before. */}
        <div className="flex flex-col">
          <p className="text-sm font-semibold tracking-[0.2em] text-amber-300 uppercase">
            <RoleLine role={content.role} />
          </p>
          <h1 id="hero-title" className="mt-4 font-display text-5xl leading-[1.05] text-white sm:text-6xl lg:text-7xl">
            {content.name}
          </h1>
          <div className="mt-6">
            <TaglineRotator taglines={content.taglines} pauseLabel={t("pauseTaglines")} playLabel={t("playTaglines")} />
          </div>
          {actions.length > 0 ? (
            <div className="mt-8 flex flex-wrap gap-x-4 gap-y-3 lg:order-last lg:mt-10">
              {actions.map((action) => (
                <a
                  key={action.id}
                  href={`#${action.id}`}
                  {...JUMP}
                  className={
                    action.primary
                      ? "rounded-full bg-amber-300 px-6 py-3 font-semibold text-ink shadow-lg shadow-amber-500/20 transition hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
                      : "rounded-full border border-white/25 px-6 py-3 font-semibold text-white transition hover:border-amber-300 hover:text-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
                  }
                >
                  {action.label}
                </a>
              ))}
            </div>
          ) : null}
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-300">{content.hero.intro}</p>
          <dl className={`mt-10 grid gap-4 ${STATS_GRID[Math.min(content.stats.length, 4)]}`}>
            {content.stats.map((stat) => (
              <div key={stat.value} className="rounded-2xl border border-white/10 bg-white/[0.03] p-4">
                <dt className="sr-only">{stat.label}</dt>
                <dd>
                  <span className="block font-display text-3xl text-amber-300 sm:text-4xl">{stat.value}</span>
                  <span aria-hidden="true" className="mt-1 block text-xs leading-snug text-slate-300 sm:text-sm">
                    {stat.label}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto w-full max-w-sm lg:max-w-none">
          <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-amber-400/30 via-transparent to-slate-700/40 blur-2xl" />
          <img
            src={image.src}
            {...responsiveImageAttributes(image.src, image.width, "(min-width: 1024px) 40vw, 384px")}
            width={image.width}
            height={image.height}
            alt={image.alt}
            fetchPriority="high"
            decoding="async"
            className="mx-auto aspect-[4/5] max-h-[400px] min-h-[300px] w-auto rounded-[2rem] border border-white/10 object-cover shadow-2xl"
          />
        </div>
      </div>
      {next ? (
      <a
        href={`#${next}`}
        {...JUMP}
        aria-label={next === "journey" ? t("scrollToJourney") : t("scrollToNext", { section: t(next) })}
        className="absolute bottom-8 left-1/2 hidden -translate-x-1/2 rounded-full border border-white/20 p-3 text-slate-200 transition hover:border-amber-300 hover:text-amber-200 focus-visible:outline-2 focus-visible:outline-amber-300 sm:block"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 motion-safe:animate-bounce" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 5v14M5 12l7 7 7-7" />
        </svg>
      </a>
      ) : null}
    </section>
  );
}
