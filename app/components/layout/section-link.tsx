import type { ReactNode } from "react";
import { type Language, localizePath } from "#app/lib/language.ts";
import { island } from "#app/components/island.ts";

/**
 * A link to a home section (`/#speaking`). The browser follows it anywhere, stopping 80 px above the
 * section (CSS scroll-padding); on the home page the section-link island scrolls smoothly instead and
 * leaves the URL alone (spec §2).
 */
export function SectionLink({
  id,
  language,
  className,
  children,
  ...rest
}: {
  id: string;
  language: Language;
  className?: string;
  children: ReactNode;
  "aria-current"?: "true" | undefined;
  "aria-label"?: string;
}) {
  return (
    <a href={`${localizePath("/", language)}#${id}`} className={className} {...island("section-link")} {...rest}>
      {children}
    </a>
  );
}
