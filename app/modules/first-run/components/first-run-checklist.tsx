import { CheckCircle2, Circle, ImageUp } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { FIRST_RUN_ADMIN_TEXT } from "#app/modules/first-run/first-run-admin-text.ts";
import { SAMPLE_PHOTOS_PREFIX } from "#app/content/shipped-images.ts";
import { type FirstRunChecklist as Checklist, type FirstRunStep, REPLACE_PORTRAIT_SEARCH } from "#app/modules/first-run/first-run.ts";

/** The sample portrait the photo step shows, so that the owner sees what she is replacing. */
const SAMPLE_PORTRAIT = `${SAMPLE_PHOTOS_PREFIX}portrait-1.jpg`;

/** Where each step is done: the dashboard tab to open. */
const STEP_TABS: Record<FirstRunStep, string> = { password: "settings", email: "settings", photos: "content", mail: "settings", twoFactor: "settings" };

/**
 * The owner's first steps after initialisation (issue 30), from the server's state: each ticks off once
 * done (read again whenever the owner changes tab), and the list goes away when all are done.
 */
export function FirstRunChecklist({ tab, onOpenTab }: { tab: string; onOpenTab: (tab: string) => void }) {
  const { language, fill } = useAdminText();
  const text = FIRST_RUN_ADMIN_TEXT[language];
  const checklist = useApiQuery<Checklist>("/api/first-run");
  const { refetch } = checklist;
  const [, setSearchParams] = useSearchParams();
  useEffect(() => {
    void refetch();
  }, [tab, refetch]);
  const data = checklist.data;
  if (!data || data.complete) return null;
  const done = data.steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby="first-run-title" className="mt-8 rounded-xl border border-accent/30 bg-accent/[0.06] p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="first-run-title" className="text-lg font-semibold text-white">
          {text.checklistTitle}
        </h2>
        <p className="text-sm text-slate-300">{fill(text.checklistProgress, { done, total: data.steps.length })}</p>
      </div>
      <p className="mt-1 text-sm text-slate-300">{text.checklistIntro}</p>
      <ol className="mt-4 grid gap-2">
        {data.steps.map((step) =>
          step.id === "photos" && !step.done ? (
            // The first thing to do, and the most visible: the site shows placeholders until then (issue 30).
            <li key={step.id} data-step={step.id} data-done={step.done} className="flex items-start gap-4 rounded-lg border border-accent/50 bg-ink/70 p-4">
              <img src={SAMPLE_PORTRAIT} alt="" width={64} height={80} className="h-20 w-16 shrink-0 rounded-md border border-white/10 object-cover" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-white">
                  {text.steps.photos.title}
                  <span className="sr-only"> ({text.toDo})</span>
                </p>
                <p className="mt-1 text-sm text-slate-300">{text.photosIntro}</p>
                <p className="mt-1 text-sm text-slate-400">{text.steps.photos.hint}</p>
                <Button size="sm" className="mt-3" onClick={() => setSearchParams({ ...REPLACE_PORTRAIT_SEARCH }, { replace: true, preventScrollReset: true })}>
                  <ImageUp aria-hidden="true" />
                  {text.photosAction}
                </Button>
              </div>
            </li>
          ) : (
            <li key={step.id} data-step={step.id} data-done={step.done} className="flex items-start gap-3 rounded-lg bg-ink/50 px-3 py-2.5">
              {step.done ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className={step.done ? "text-slate-400 line-through" : "font-medium text-white"}>
                  {text.steps[step.id].title}
                  <span className="sr-only"> ({step.done ? text.done : text.toDo})</span>
                </p>
                {step.done ? null : <p className="text-sm text-slate-400">{text.steps[step.id].hint}</p>}
              </div>
              {step.done ? null : (
                <Button variant="ghost" size="sm" onClick={() => onOpenTab(STEP_TABS[step.id])} aria-label={`${text.go}: ${text.steps[step.id].title}`}>
                  {text.go}
                </Button>
              )}
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
