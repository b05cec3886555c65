import { ImageWithPlaceholder } from "#app/components/image-with-placeholder.tsx";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { initialsFrom } from "#app/lib/initials.ts";
import type { Language } from "#app/lib/language.ts";
import { paths } from "#app/lib/paths.ts";
import { NEWSLETTER_TEXT } from "#app/modules/newsletter/newsletter-text.ts";
import { responsiveImageAttributes } from "#app/modules/uploads/image.ts";

/** The id of the subscribe form after an article, the author box's "Subscribe" target. */
export const ARTICLE_NEWSLETTER_ID = "newsletter-article";

/**
 * The end of every article (issue 30): the author's portrait, name and one line from the site content,
 * "Invite to speak" (the home's invite form) and, when the newsletter is on, "Subscribe" (the form
 * right below), in the page's language.
 */
export function AuthorBox({ content, language, t, newsletter }: { content: SiteContent; language: Language; t: Translate; newsletter: boolean }) {
  const portrait = content.hero.image;
  return (
    <aside aria-labelledby="author-box-title" className="mt-12 rounded-2xl border border-white/10 bg-panel/60 p-6" data-print="hide">
      <div className="flex items-center gap-4">
        {/* The author's initials stand in the circle while the portrait loads, and stay if it fails (spec §4). */}
        <ImageWithPlaceholder
          src={portrait.src}
          {...responsiveImageAttributes(portrait.src, portrait.width, "80px")}
          width={portrait.width}
          height={portrait.height}
          alt=""
          placeholder="initials"
          initials={initialsFrom(content.person.name)}
          className="size-16 shrink-0 rounded-full border border-white/10 sm:size-20"
          imgClassName="object-[50%_30%]"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.18em] text-amber-300 uppercase">{t("aboutTheAuthor")}</p>
          <h2 id="author-box-title" className="mt-1 font-display text-2xl text-white">
            {content.person.name}
          </h2>
        </div>
      </div>
      <p className="mt-4 leading-7 text-slate-300">{content.person.description}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={paths.homeSection("speaking", language)}
          className="inline-flex items-center rounded-full bg-amber-300 px-5 py-2 text-sm font-semibold text-ink hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
        >
          {t("inviteToSpeak")}
        </a>
        {newsletter ? (
          <a
            href={`#${ARTICLE_NEWSLETTER_ID}`}
            className="inline-flex items-center rounded-full border border-amber-300/50 px-5 py-2 text-sm font-medium text-amber-200 hover:bg-amber-300 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
          >
            {NEWSLETTER_TEXT[language].subscribe}
          </a>
        ) : null}
      </div>
    </aside>
  );
}
