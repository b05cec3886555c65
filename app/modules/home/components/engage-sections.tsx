import type { SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/lib/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import type { ArticleCard as ArticleCardData } from "#app/modules/articles/article-view.ts";
import { ArticleCard } from "#app/modules/articles/components/public/article-card.tsx";
import { FadeIn } from "./fade-in.tsx";
import type { MessageKind } from "#app/modules/contact/message.ts";
import { MessageForm, type MessageFormState } from "./message-form.tsx";
import { Section, SectionHeading } from "./section-heading.tsx";
import type { Talk } from "#app/modules/talks/talk.ts";
import { TalkList } from "#app/modules/talks/components/talk-list.tsx";
import { isEmbeddableVideo, TalkVideo } from "#app/modules/talks/components/talk-video.tsx";
import { talkPageText } from "#app/modules/talks/talk-page-text.ts";
import { OneSheetLink } from "#app/modules/one-sheet/components/one-sheet-link.tsx";
import { TestimonialList } from "#app/modules/testimonials/components/testimonial-list.tsx";
import type { Testimonial } from "#app/modules/testimonials/testimonial.ts";
import { testimonialText } from "#app/modules/testimonials/testimonial-text.ts";
import { paths } from "#app/lib/paths.ts";
import { SocialIcon, socialRel } from "#app/components/social-icon.tsx";

interface SectionProps {
  content: SiteContent;
  language: Language;
  t: Translate;
}

/** A form section: what the home page's action answered when its form was sent without script. */
interface FormSectionProps extends SectionProps {
  forms?: Partial<Record<MessageKind, MessageFormState>>;
  /** The form just sent without script (`?sent=kind`): its confirmation stands in its place. */
  sent?: MessageKind;
  /** Upcoming talks (the home page passes them; a preview has none). */
  talks?: readonly Talk[];
  /** What organisers said (issue 28; the home page passes them; a preview has none). */
  testimonials?: readonly Testimonial[];
}

/** The latest published articles, featured first; hidden when there are none. */
export function LatestArticlesSection({ cards, language, t }: Omit<SectionProps, "content"> & { cards: ArticleCardData[] }) {
  if (cards.length === 0) return null;
  return (
    <Section id="articles">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="articles" eyebrow={t("articles")} title={t("latestArticles")} />
        <a
          href={paths.page("articles", language)}
          className="rounded-full border border-white/20 px-5 py-2.5 text-sm font-medium text-slate-100 hover:border-amber-300 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          {t("allArticles")} <span aria-hidden="true">→</span>
        </a>
      </div>
      <ul className="mt-12 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug} className="flex">
            <ArticleCard card={card} language={language} t={t} headingLevel={3} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Three keynote themes and the instant invite form. */
export function SpeakingSection({ content, language, t, forms, sent, talks = [], testimonials = [] }: FormSectionProps) {
  return (
    <Section id="speaking" className="bg-panel/40">
      <SectionHeading id="speaking" eyebrow={t("speaking")} title={t("speakingHeading")} intro={t("speakingIntro")} />
      <div className="mt-12 grid gap-12 lg:grid-cols-[1.25fr_1fr]">
        <div>
          <ol className="space-y-6">
            {content.keynotes.map((keynote, index) => (
              <li key={keynote.title}>
                <FadeIn className="rounded-2xl border border-white/10 bg-ink/60 p-6">
                  <p className="text-sm text-amber-300">{t("keynoteNumber", { n: index + 1 })}</p>
                  <h3 className="mt-1 text-xl font-semibold text-white">{keynote.title}</h3>
                  <p className="mt-2 leading-7 text-slate-300">{keynote.summary}</p>
                  <h4 className="mt-4 text-xs font-semibold tracking-wider text-amber-200 uppercase">{t("keynoteTakeaways")}</h4>
                  <ul className="mt-2 space-y-1.5 text-slate-300">
                    {keynote.takeaways.map((takeaway) => (
                      <li key={takeaway} className="flex gap-2">
                        <span aria-hidden="true" className="text-amber-300">✓</span>
                        {takeaway}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-4 text-sm text-slate-400">{keynote.formats}</p>
                </FadeIn>
              </li>
            ))}
          </ol>
          {testimonials.length > 0 ? (
            <div className="mt-10">
              <h3 className="text-sm font-semibold tracking-wider text-amber-200 uppercase">{testimonialText(language).heading}</h3>
              <TestimonialList testimonials={testimonials} language={language} label={testimonialText(language).heading} className="mt-4 grid gap-4" />
            </div>
          ) : null}
          {isEmbeddableVideo(content.speakerReel) ? (
            <div className="mt-10">
              <TalkVideo url={content.speakerReel} title={talkPageText(language).speakerReel} eyebrow={content.name} language={language} />
            </div>
          ) : null}
          <div className="mt-10">
            <h3 className="text-sm font-semibold tracking-wider text-amber-200 uppercase">{t("upcomingTalks")}</h3>
            {talks.length > 0 ? (
              <div className="mt-4">
                <TalkList talks={talks} upcoming language={language} t={t} label={t("upcomingTalks")} headingLevel={4} className="grid gap-4" />
              </div>
            ) : (
              <p className="mt-2 text-slate-300">{t("noUpcomingTalks")}</p>
            )}
            <p className="mt-4">
              <a href={paths.page("talks", language)} className="text-amber-300 underline underline-offset-4 hover:text-amber-200">
                {t("allTalks")}
              </a>
            </p>
            <OneSheetLink language={language} className="mt-6" />
          </div>
        </div>
        <div className="h-fit rounded-2xl border border-amber-300/30 bg-ink/80 p-6 shadow-xl lg:sticky lg:top-24">
          <h3 className="font-display text-2xl text-white">{t("inviteFormTitle")}</h3>
          <div className="mt-6">
            <MessageForm kind="speaking" language={language} t={t} action={paths.page("home", language)} state={forms?.speaking} sent={sent === "speaking"} />
          </div>
        </div>
      </div>
    </Section>
  );
}

/** The (honest) chat-assistant teaser: not live yet, what it will do, where to go meanwhile. */
function ChatTeaser({ content, t }: Pick<SectionProps, "content" | "t">) {
  const { chatTeaser } = content;
  return (
    <aside aria-labelledby="chat-teaser-title" className="rounded-2xl border border-white/10 bg-panel/60 p-6">
      <p className="inline-block rounded-full bg-amber-300/15 px-3 py-1 text-xs font-semibold text-amber-200">{chatTeaser.status}</p>
      <h3 id="chat-teaser-title" className="mt-3 text-lg font-semibold text-white">
        {chatTeaser.title}
      </h3>
      <p className="mt-2 leading-7 text-slate-300">{chatTeaser.text}</p>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-300">
        {chatTeaser.capabilities.map((capability) => (
          <li key={capability}>{capability}</li>
        ))}
      </ul>
      <h4 className="mt-4 text-xs font-semibold tracking-wider text-amber-200 uppercase">{t("sampleQuestions")}</h4>
      <ul className="mt-2 space-y-1 text-sm text-slate-400 italic">
        {chatTeaser.sampleQuestions.map((question) => (
          <li key={question}>“{question}”</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-300">{chatTeaser.meanwhile}</p>
    </aside>
  );
}

/** The chat teaser on its own, when the owner hides the contact section but not the teaser (issue 28). */
export function ChatTeaserSection({ content, t }: SectionProps) {
  return (
    <section aria-label={content.chatTeaser.title} className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <ChatTeaser content={content} t={t} />
    </section>
  );
}

/** Contact text with the reply promise, the links, the contact form and (unless hidden) the chat teaser. */
export function ContactSection({ content, language, t, forms, sent }: FormSectionProps) {
  const { contact } = content;
  return (
    <Section id="contact">
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="contact" eyebrow={t("contact")} title={contact.heading} intro={contact.text} />
          <ul className="mt-8 space-y-3">
            {contact.links.map((link) => (
              <li key={link.kind}>
                <a
                  href={link.href}
                  target="_blank"
                  rel={socialRel(link.kind)}
                  className="group inline-flex flex-col rounded-lg focus-visible:outline-2 focus-visible:outline-amber-300"
                >
                  <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wider text-amber-200 uppercase">
                    <SocialIcon kind={link.kind} className="size-3.5" />
                    {link.label}
                  </span>
                  <span className="text-slate-200 group-hover:text-white group-hover:underline">{link.display}</span>
                  <span className="sr-only"> {t("opensInNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-400">{contact.location}</p>

          {content.showOnSite.chatTeaser ? (
            <div className="mt-10">
              <ChatTeaser content={content} t={t} />
            </div>
          ) : null}
        </div>
        <div className="h-fit rounded-2xl border border-white/10 bg-panel/60 p-6">
          <h3 className="font-display text-2xl text-white">{t("contactFormTitle")}</h3>
          <div className="mt-6">
            <MessageForm kind="contact" language={language} t={t} action={paths.page("home", language)} state={forms?.contact} sent={sent === "contact"} />
          </div>
        </div>
      </div>
    </Section>
  );
}
