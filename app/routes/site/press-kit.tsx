import { languageOf } from "#app/lib/language.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { PhotoGallery } from "#app/modules/press/components/photo-gallery.tsx";
import { PressKitHeader, PressLink, PressPageContainer, PressPageErrorBoundary, PressSection } from "#app/modules/press/components/press-page-chrome.tsx";
import { KeyProjectList, SpeakingTopicList } from "#app/modules/press/components/press-kit-sections.tsx";
import { pressRouteMeta } from "#app/modules/press/press-page.ts";
import { getPressKitPage } from "#app/modules/press/press-pages.server.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import { OneSheetLink } from "#app/modules/one-sheet/components/one-sheet-link.tsx";
import type { Route } from "./+types/press-kit";
import { paths } from "#app/lib/paths.ts";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const published = await context.siteContent.get(language);
  return renderOnly({ ...getPressKitPage(published), siteUrl: context.siteUrl });
}

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

/** Same for every visitor while the content version holds (app/lib/page-handle.ts). */
export const handle: PageHandle = { cacheable: true };

export const meta: Route.MetaFunction = pressRouteMeta("pressKit");

/** Spec §2 "Press kit": biography, three photos, key projects, speaking topics, contact, last-updated note. */
export default function PressKitPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { name, role, pressKit, credit } = loaderData;
  return (
    <PressPageContainer>
      <PressKitHeader
        name={name}
        title={pressKit.title}
        intro={pressKit.intro}
        contact={{ id: "press-contact", title: t("pressContact"), card: pressKit.contact }}
        updated={{ iso: pressKit.lastUpdated.iso, label: pressKit.lastUpdated.text }}
        language={language}
        t={t}
      >
        <OneSheetLink language={language} />
      </PressKitHeader>

      <PressSection id="biography" title={t("biography")} aside={<p className="text-sm text-slate-300">{role}</p>}>
        <div className="gap-12 text-lg leading-8 text-slate-200 lg:columns-2">
          {pressKit.biography.map((paragraph) => (
            <p key={paragraph} className="mb-6 break-inside-avoid">
              {paragraph}
            </p>
          ))}
        </div>
      </PressSection>

      <PressSection
        id="photos"
        title={t("photos")}
        aside={<PressLink to={paths.page("mediaKit", language)}>{t("seeAllImages")}</PressLink>}
      >
        <PhotoGallery
          images={pressKit.photos}
          credit={credit}
          t={t}
          label={t("photos")}
          // One row of three from 640 px: (portrait 0.8 + 2 x landscape 1.5) x row height + gaps fits the width.
          rowHeightClassName="[--row-h:140px] lg:[--row-h:240px]"
        />
      </PressSection>

      {pressKit.keyProjects.length > 0 ? (
        <PressSection id="key-projects" title={t("keyProjects")}>
          <KeyProjectList projects={pressKit.keyProjects} />
        </PressSection>
      ) : null}

      <PressSection id="speaking-topics" title={t("speakingTopics")}>
        <SpeakingTopicList topics={pressKit.speakingTopics} />
      </PressSection>

    </PressPageContainer>
  );
}

export const ErrorBoundary = PressPageErrorBoundary;
