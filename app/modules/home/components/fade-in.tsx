import type { ReactNode } from "react";
import { island } from "#app/components/island.ts";

/**
 * Fades its content in when its top comes within 150 px of the viewport bottom (spec §4; the fade-in
 * island). Server-rendered content is visible; only what is below the fold once the island runs waits.
 */
export function FadeIn({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      {...island("fade-in")}
      data-fade="shown"
      // Hidden at once (no half-faded text); only the fade in is animated.
      className={`data-[fade=visible]:transition-[opacity,transform] data-[fade=visible]:duration-700 data-[fade=visible]:ease-out data-[fade=waiting]:translate-y-6 data-[fade=waiting]:opacity-0 motion-reduce:transition-none ${className ?? ""}`}
    >
      {children}
    </div>
  );
}
