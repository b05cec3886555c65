import { languageOf } from "#app/lib/language.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { MuseumLetterPaper, splitMuseumName } from "#app/modules/press/components/museum-letter-paper.tsx";
import {
  BackToRecognitions,
  PressPageContainer,
  PressPageErrorBoundary,
  PressPageHeader,
  PrintButton,
} from "#app/modules/press/components/press-page-chrome.tsx";
import { pressRouteMeta } from "#app/modules/press/press-page.ts";
import { getMuseumLetterPage } from "#app/modules/press/press-pages.server.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import type { Route } from "./+types/museum-letter";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const published = await context.siteContent.get(language);
  return renderOnly({ ...getMuseumLetterPage(published), siteUrl: context.siteUrl });
}

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

/** Same for every visitor while the content version holds (app/lib/page-handle.ts). */
export const handle: PageHandle = { cacheable: true };

export const meta: Route.MetaFunction = pressRouteMeta("museumLetter");

/** Spec §2 "Museum letter": the museum director's letter of recognition, laid out as a letter. */
export default function MuseumLetterPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { museumLetter } = loaderData;
  return (
    <PressPageContainer>
      <div className="mx-auto max-w-3xl">
        <BackToRecognitions language={language} t={t} />
        {/* On paper the letter stands alone, from its letterhead. */}
        <div data-print="hide">
          <PressPageHeader eyebrow={splitMuseumName(museumLetter.museum.name).primary} title={museumLetter.title}>
            <PrintButton t={t} />
          </PressPageHeader>
        </div>
        <div className="mt-12 sm:mt-16 print:mt-0">
          <MuseumLetterPaper letter={museumLetter} t={t} />
        </div>
      </div>
    </PressPageContainer>
  );
}

export const ErrorBoundary = PressPageErrorBoundary;
