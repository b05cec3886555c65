export interface CategoryTranslation {
  name: string;
  description: string | null;
}

/** A category; `pt` holds its Portuguese name and description, null when it has none (ADR 020). */
export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  pt: CategoryTranslation | null;
}
