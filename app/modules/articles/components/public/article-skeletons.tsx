export const LIST_SKELETON_CARDS = 6;
export const DETAIL_SKELETON_LINES = 5;

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded bg-white/10 motion-reduce:animate-none ${className}`} />;
}

/** The articles list while it loads (spec §2: 6 skeleton cards). */
export function ArticlesSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <span className="sr-only">{label}</span>
      <Bar className="h-10 w-64" />
      <Bar className="mt-4 h-5 w-full max-w-xl" />
      <ul className="mt-10 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: LIST_SKELETON_CARDS }, (_, i) => (
          <li key={i} data-testid="article-card-skeleton" className="overflow-hidden rounded-2xl border border-white/10 bg-panel/80">
            <Bar className="aspect-[16/9] w-full rounded-none" />
            <div className="space-y-3 p-5">
              <Bar className="h-6 w-4/5" />
              <Bar className="h-4 w-1/2" />
              <Bar className="h-4 w-full" />
              <Bar className="h-4 w-3/4" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An article while it loads (spec §2: 5 body lines). */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <span className="sr-only">{label}</span>
      <Bar className="h-5 w-40" />
      <Bar className="mt-8 h-12 w-full" />
      <Bar className="mt-4 h-5 w-56" />
      <Bar className="mt-8 aspect-[16/9] w-full" />
      <div className="mt-8 space-y-4">
        {Array.from({ length: DETAIL_SKELETON_LINES }, (_, i) => (
          <Bar key={i} className={`h-4 ${i === DETAIL_SKELETON_LINES - 1 ? "w-2/3" : "w-full"}`} />
        ))}
      </div>
    </div>
  );
}
