/** The phone bottom bar (spec §2): the tab whose section covers the viewport's middle is current. */
export function mount(bar: HTMLElement): void {
  const tabs = new Map<string, HTMLAnchorElement>();
  for (const tab of bar.querySelectorAll<HTMLAnchorElement>("a[href*='#']")) tabs.set(decodeURIComponent(new URL(tab.href).hash.slice(1)), tab);
  const mark = (id: string) => {
    for (const [tabId, tab] of tabs) {
      if (tabId === id) tab.setAttribute("aria-current", "true");
      else tab.removeAttribute("aria-current");
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) mark(entry.target.id);
    },
    { rootMargin: "-50% 0px -50% 0px", threshold: 0 },
  );
  for (const id of tabs.keys()) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }
}
