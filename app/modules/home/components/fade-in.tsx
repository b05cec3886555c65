import { type ReactNode, useEffect, useRef, useState } from "react";
import { FADE_IN_OFFSET_PX, prefersReducedMotion } from "#app/modules/home/sections.ts";

/**
 * Fades its content in when its top comes within 150 px of the viewport bottom (spec §4).
 * Server-rendered content is visible; only what is still below the fold after hydration waits.
 */
export function FadeIn({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"shown" | "waiting" | "visible">("shown");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    if (element.getBoundingClientRect().top < window.innerHeight - FADE_IN_OFFSET_PX) return;
    // Measured after layout: only what is below the fold waits.
    setState("waiting");
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setState("visible");
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${FADE_IN_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      data-fade={state}
      // Hidden at once (no half-faded text); only the fade in is animated.
      className={`${state === "visible" ? "transition-[opacity,transform] duration-700 ease-out motion-reduce:transition-none" : ""} ${
        state === "waiting" ? "translate-y-6 opacity-0" : "translate-y-0 opacity-100"
      } ${className ?? ""}`}
    >
      {children}
    </div>
  );
}
