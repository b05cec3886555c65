import { ownerParagraphs, type OwnerParagraphs } from "../privacy-facts.ts";
import type { Statement } from "../privacy-notice.ts";

/**
 * A generated statement (the privacy notice, the accessibility statement) between the owner's own
 * paragraphs: her words above and below, the facts the site generates in the middle.
 */
export function StatementView({ statement, owner, breadcrumb }: { statement: Statement; owner: OwnerParagraphs; breadcrumb: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {breadcrumb}
      <h1 className="mt-6 font-display text-4xl text-white sm:text-5xl">{statement.title}</h1>
      <div className="mt-8 space-y-4 text-lg leading-8 text-slate-200">
        {ownerParagraphs(owner.before).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {statement.sections.map((section) => (
        <section key={section.id} aria-labelledby={`statement-${section.id}`} className="mt-10">
          <h2 id={`statement-${section.id}`} className="font-display text-2xl text-white">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-4 leading-7 text-slate-300">
              {paragraph}
            </p>
          ))}
          {section.items && section.items.length > 0 ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-300">
              {section.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <div className="mt-10 space-y-4 leading-7 text-slate-300">
        {ownerParagraphs(owner.after).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
