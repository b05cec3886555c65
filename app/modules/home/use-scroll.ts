import { useEffect, useState } from "react";
import { FLOATING_BUTTON_HERO_PX, HEADER_SCROLLED_PX, SCROLL_DEBOUNCE_MS } from "./sections.ts";

/** True once the page is scrolled more than 50 px; scroll handling debounced 100 ms (spec §4). */
export function useScrolledPast(threshold = HEADER_SCROLLED_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setScrolled(window.scrollY > threshold);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, [threshold]);
  return scrolled;
}

/** True once the hero's bottom edge is within 100 px of the viewport top (spec §2 floating button). */
export function useHeroPassed(heroId = "hero"): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const hero = document.getElementById(heroId);
    if (!hero) return;
    const update = () => setPassed(hero.getBoundingClientRect().bottom < FLOATING_BUTTON_HERO_PX);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [heroId]);
  return passed;
}

/** The id of the section that covers the middle of the viewport. */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setActive(entry.target.id);
      },
      { rootMargin: "-50% 0px -50% 0px", threshold: 0 },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);
  return active;
}
