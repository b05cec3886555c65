export const LIST_SKELETON_CARDS = 6;

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded bg-white/10 motion-reduce:animate-none ${className}`} />;
}

/**
 * The articles list while it loads (spec §2: 6 skeleton cards). Pages arrive whole from the server;
 * the search island shows these while a search takes a moment.
 */
export function ArticleCardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: LIST_SKELETON_CARDS }, (_, i) => (
          <li key={i} data-testid="article-card-skeleton" className="overflow-hidden rounded-2xl border border-white/10 bg-panel/80">
            <Bar className="aspect-video w-full rounded-none" />
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
