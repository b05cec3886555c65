import { languageOf } from "#app/lib/language.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { BookInformation, ExpertiseList, QuoteList } from "#app/modules/press/components/media-kit-sections.tsx";
import { PhotoGallery } from "#app/modules/press/components/photo-gallery.tsx";
import { PressKitHeader, PressLink, PressPageContainer, PressPageErrorBoundary, PressSection } from "#app/modules/press/components/press-page-chrome.tsx";
import { countWords, pressRouteMeta } from "#app/modules/press/press-page.ts";
import { getMediaKitPage } from "#app/modules/press/press-pages.server.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import { asNotableQuote, mediaKitQuotes } from "#app/modules/testimonials/testimonial.ts";
import { listTestimonials } from "#app/modules/testimonials/testimonials.service.server.ts";
import { OneSheetLink } from "#app/modules/one-sheet/components/one-sheet-link.tsx";
import type { Route } from "./+types/media-kit";
import { paths } from "#app/lib/paths.ts";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const [published, testimonials] = await Promise.all([context.siteContent.get(language), listTestimonials(context.db)]);
  const page = getMediaKitPage(published, language);
  // Issue 28: the notable quotes are the featured testimonials (the content's own three when none is featured).
  const featured = mediaKitQuotes(testimonials).map((testimonial) => asNotableQuote(testimonial, language, page.name));
  return renderOnly({ ...page, quotes: featured.length > 0 ? featured : page.mediaKit.quotes, siteUrl: context.siteUrl });
}

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

/** Same for every visitor while the content version holds (app/lib/page-handle.ts). */
export const handle: PageHandle = { cacheable: true };

export const meta: Route.MetaFunction = pressRouteMeta("mediaKit");

/** Spec §2 "Media kit": media contact, 100-word bio, six approved images, book table, three quotes, expertise. */
export default function MediaKitPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { name, mediaKit, book, lastUpdated } = loaderData;
  return (
    <PressPageContainer>
      <PressKitHeader
        name={name}
        title={mediaKit.title}
        intro={mediaKit.intro}
        contact={{ id: "media-contact", title: t("mediaContact"), card: mediaKit.contact }}
        updated={{ iso: lastUpdated.iso, label: t("lastUpdatedOn", { date: lastUpdated.text }) }}
        language={language}
        t={t}
      >
        <OneSheetLink language={language} />
      </PressKitHeader>

      <PressSection
        id="short-bio"
        title={t("shortBio")}
        aside={
          <p className="rounded-full border border-white/15 px-3 py-1 text-xs font-semibold tracking-wider text-slate-300 uppercase">
            {t("wordCount", { n: countWords(mediaKit.shortBio) })}
          </p>
        }
      >
        <p className="max-w-4xl font-display text-xl leading-9 text-slate-100 sm:text-2xl sm:leading-10">{mediaKit.shortBio}</p>
        <p className="mt-8 text-sm" data-print="hide">
          <PressLink to={paths.page("pressKit", language)}>{t("seeFullBiography")}</PressLink>
        </p>
      </PressSection>

      <PressSection id="approved-images" title={t("approvedImages")}>
        <div className="mb-10 grid gap-4 rounded-2xl border border-amber-300/25 bg-amber-300/[0.05] p-6 sm:grid-cols-[auto_1fr] sm:gap-x-8">
          <p className="text-xs font-semibold tracking-[0.18em] text-amber-200 uppercase sm:pt-1">{t("creditLine")}</p>
          <div>
            <p className="font-medium text-white">{mediaKit.imageCredit}</p>
            <p className="mt-2 text-sm leading-6 text-slate-300">{mediaKit.imageUsage}</p>
          </div>
        </div>
        <PhotoGallery
          images={mediaKit.images}
          credit={mediaKit.imageCredit}
          t={t}
          label={t("approvedImages")}
          // Two portraits (ratio 0.8), then four landscapes (1.5): rows of 3 + 3 or 4 + 2 at every width
          // from 640 px (never a photo alone on a row); 3 + 3 at the full 1104 px content width.
          rowHeightClassName="[--row-h:118px] md:[--row-h:146px] lg:[--row-h:185px] xl:[--row-h:230px]"
        />
      </PressSection>

      <PressSection id="book-information" title={t("bookInformation")}>
        <BookInformation
          title={book.title}
          titleLang={language === "pt" ? undefined : book.languageTag}
          cover={book.cover}
          rows={mediaKit.bookTable}
          t={t}
        />
      </PressSection>

      <PressSection id="notable-quotes" title={t("notableQuotes")}>
        <QuoteList quotes={loaderData.quotes} />
      </PressSection>

      <PressSection id="expertise" title={t("areasOfExpertise")}>
        <ExpertiseList items={mediaKit.expertise} />
      </PressSection>
    </PressPageContainer>
  );
}

export const ErrorBoundary = PressPageErrorBoundary;
