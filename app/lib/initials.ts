/** Image placeholder initials (spec §5): the given ones, or the first letters of the alt text's first words; max 2, uppercased. */
export function initialsFrom(alt: string, given?: string | null): string {
  const source = given?.trim()
    ? given.trim()
    : alt
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => Array.from(word)[0] ?? "")
        .join("");
  return Array.from(source).slice(0, 2).join("").toUpperCase();
}
