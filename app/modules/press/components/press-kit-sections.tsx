import type { KeyProject, SpeakingTopic } from "#app/content/site-content.ts";

/** The four key projects as cards: name, role and period, description, highlights. */
export function KeyProjectList({ projects }: { projects: readonly KeyProject[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {projects.map((project, index) => (
        <li
          key={`${index}-${project.name}`}
          // An odd last project spans both columns (issue 28: 0 to 12 projects), leaving no hole beside it.
          className={`break-inside-avoid rounded-2xl border border-white/10 bg-panel/70 p-6 sm:p-8 ${index === projects.length - 1 && index % 2 === 0 ? "md:col-span-2" : ""}`}
        >
          <h3 className="font-display text-2xl leading-snug text-white">{project.name}</h3>
          <p className="mt-2 text-sm font-medium text-amber-200">
            {project.role}
            <span aria-hidden="true" className="px-2 text-slate-400">
              ·
            </span>
            {project.period}
          </p>
          <p className="mt-4 leading-7 text-slate-300">{project.description}</p>
          <ul className="mt-5 space-y-2.5 border-t border-white/10 pt-5 text-sm leading-6 text-slate-200">
            {project.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-amber-300" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Speaking topics as a numbered list. */
export function SpeakingTopicList({ topics }: { topics: readonly SpeakingTopic[] }) {
  return (
    <ol className="grid gap-x-10 gap-y-8 md:grid-cols-2">
      {topics.map((topic, index) => (
        <li key={topic.title} className="flex break-inside-avoid gap-5 border-t border-white/10 pt-6">
          <span aria-hidden="true" className="w-12 shrink-0 font-display text-3xl leading-none text-amber-300/80 tabular-nums">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-white">{topic.title}</h3>
            <p className="mt-2 leading-7 text-slate-300">{topic.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
