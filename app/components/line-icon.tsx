/** A 24×24 outline icon in the text's colour, hidden from screen readers (its button or link carries the name). */
export function LineIcon({ d, className, strokeWidth = "2", round = false }: { d: string; className: string; strokeWidth?: "1.8" | "2"; round?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={strokeWidth}>
      <path d={d} strokeLinecap={round ? "round" : undefined} strokeLinejoin={round ? "round" : undefined} />
    </svg>
  );
}
