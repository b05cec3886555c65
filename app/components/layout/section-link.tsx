import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { type Language, localizePath } from "#app/i18n/language.ts";
import { scrollToSection } from "#app/modules/home/sections.ts";

/**
 * A link to a home section. On the home page it scrolls smoothly to 80 px above the section and
 * leaves the URL alone (spec §2); elsewhere it is a plain link to /#section.
 */
export function SectionLink({
  id,
  language,
  className,
  onNavigate,
  children,
  ...rest
}: {
  id: string;
  language: Language;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
  "aria-current"?: "true" | undefined;
}) {
  const location = useLocation();
  const home = localizePath("/", language);
  const onHome = location.pathname === home;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!onHome || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToSection(id)) event.preventDefault();
  };
  return (
    <Link to={`${home}#${id}`} onClick={handleClick} className={className} {...rest}>
      {children}
    </Link>
  );
}
