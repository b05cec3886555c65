import type { SiteContent } from "#app/content/site-content.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { BookSection } from "#app/modules/home/components/book-section.tsx";
import { AboutSection, JourneySection, PortfolioSection, RecognitionsSection, SuperpowersSection } from "#app/modules/home/components/content-sections.tsx";
import { ContactSection, SpeakingSection } from "#app/modules/home/components/engage-sections.tsx";
import { Hero } from "#app/modules/home/components/hero.tsx";
import { ContactCard } from "#app/modules/press/components/contact-card.tsx";
import { BookInformation, ExpertiseList, QuoteList } from "#app/modules/press/components/media-kit-sections.tsx";
import { MuseumLetterPaper } from "#app/modules/press/components/museum-letter-paper.tsx";
import { PhotoGallery } from "#app/modules/press/components/photo-gallery.tsx";
import { KeyProjectList, SpeakingTopicList } from "#app/modules/press/components/press-kit-sections.tsx";
import { PressPageHeader, PressSection } from "#app/modules/press/components/press-page-chrome.tsx";

/**
 * The section being edited, drawn by the public site's own components with the unsaved content, so the
 * owner sees the change as visitors will before saving.
 */
export function ContentPreview({ content, language, section }: { content: SiteContent; language: "en" | "pt"; section: string }) {
  const t = createTranslator(language);
  const props = { content, language, t };
  return (
    <div lang={language === "pt" ? "pt-BR" : "en"} className="site-preview">
      {section === "hero" ? <Hero content={content} t={t} /> : null}
      {section === "journey" ? <JourneySection {...props} /> : null}
      {section === "superpowers" ? <SuperpowersSection {...props} /> : null}
      {section === "book" ? <BookSection content={content} t={t} /> : null}
      {section === "speaking" ? <SpeakingSection {...props} /> : null}
      {section === "recognitions" ? <RecognitionsSection {...props} /> : null}
      {section === "about" ? <AboutSection {...props} /> : null}
      {section === "portfolio" ? <PortfolioSection {...props} /> : null}
      {section === "contact" ? <ContactSection {...props} /> : null}
      {section === "press-kit" ? <PressKitPreview content={content} t={t} /> : null}
      {section === "media-kit" ? <MediaKitPreview content={content} t={t} language={language} /> : null}
      {section === "museum-letter" ? <MuseumLetterPaper letter={content.museumLetter} t={t} /> : null}
      {section === "seo" ? <SeoPreview content={content} /> : null}
    </div>
  );
}

type Translate = ReturnType<typeof createTranslator>;

function PressKitPreview({ content, t }: { content: SiteContent; t: Translate }) {
  const { pressKit } = content;
  return (
    <div className="space-y-10 p-6">
      <PressPageHeader eyebrow={content.name} title={pressKit.title} intro={pressKit.intro} aside={<ContactCard contact={pressKit.contact} t={t} />}>
        <p className="text-sm text-slate-300">{pressKit.lastUpdated.text}</p>
      </PressPageHeader>
      <PressSection id="preview-biography" title={t("biography")}>
        {pressKit.biography.map((paragraph, i) => (
          <p key={i} className="mb-4 text-slate-200">
            {paragraph}
          </p>
        ))}
      </PressSection>
      <PressSection id="preview-photos" title={t("photos")}>
        <PhotoGallery images={pressKit.photos} credit={content.mediaKit.imageCredit} t={t} label={t("photos")} rowHeightClassName="[--row-h:140px]" />
      </PressSection>
      <PressSection id="preview-projects" title={t("keyProjects")}>
        <KeyProjectList projects={pressKit.keyProjects} />
      </PressSection>
      <PressSection id="preview-topics" title={t("speakingTopics")}>
        <SpeakingTopicList topics={pressKit.speakingTopics} />
      </PressSection>
    </div>
  );
}

function MediaKitPreview({ content, t, language }: { content: SiteContent; t: Translate; language: "en" | "pt" }) {
  const { mediaKit, book } = content;
  return (
    <div className="space-y-10 p-6">
      <PressPageHeader eyebrow={content.name} title={mediaKit.title} intro={mediaKit.intro} aside={<ContactCard contact={mediaKit.contact} t={t} />} />
      <PressSection id="preview-bio" title={t("shortBio")}>
        <p className="text-lg text-slate-100">{mediaKit.shortBio}</p>
      </PressSection>
      <PressSection id="preview-images" title={t("approvedImages")}>
        <p className="mb-6 font-medium text-white">{mediaKit.imageCredit}</p>
        <PhotoGallery images={mediaKit.images} credit={mediaKit.imageCredit} t={t} label={t("approvedImages")} rowHeightClassName="[--row-h:118px]" />
      </PressSection>
      <PressSection id="preview-book" title={t("bookInformation")}>
        <BookInformation title={book.title} titleLang={language === "pt" ? undefined : book.languageTag} cover={book.cover} rows={mediaKit.bookTable} t={t} />
      </PressSection>
      <PressSection id="preview-quotes" title={t("notableQuotes")}>
        <QuoteList quotes={mediaKit.quotes} />
      </PressSection>
      <PressSection id="preview-expertise" title={t("areasOfExpertise")}>
        <ExpertiseList items={mediaKit.expertise} />
      </PressSection>
    </div>
  );
}

/** How the pages appear in a search result and a link preview. */
function SeoPreview({ content }: { content: SiteContent }) {
  return (
    <ul className="space-y-6 p-6">
      {Object.entries(content.seo.pages).map(([key, entry]) => (
        <li key={key} className="rounded-lg border border-white/10 p-4">
          <p className="text-lg text-sky-300">{entry.title}</p>
          <p className="mt-1 text-sm text-slate-300">{entry.description}</p>
          <p className="mt-2 text-xs text-slate-400">{entry.keywords.join(", ")}</p>
        </li>
      ))}
      <li>
        <img src={content.seo.shareImage.src} alt={content.seo.shareImage.alt} className="max-w-md rounded border border-white/10" />
      </li>
    </ul>
  );
}
