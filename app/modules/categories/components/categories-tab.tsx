import { FolderOpen, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "#app/components/ui/tooltip.tsx";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { AdminTabHeader } from "#app/modules/admin/kit/record-list.tsx";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Category } from "../category.ts";
import { CategoryDialog } from "./category-dialog.tsx";

export const CATEGORIES_KEY = "/api/categories";

/** Categories tab (spec §2). */
export function CategoriesTab() {
  const categories = useApiQuery<Category[]>(CATEGORIES_KEY);
  const [dialog, setDialog] = useState<{ open: boolean; category: Category | null }>({ open: false, category: null });
  const [deleting, setDeleting] = useState<Category | null>(null);
  const { text: t, fill } = useAdminText();

  return (
    <section aria-labelledby="categories-heading" className="space-y-4">
      <AdminTabHeader id="categories-heading" title={t.tabCategories} intro={t.groupByTheme} addLabel={t.newCategory} onAdd={() => setDialog({ open: true, category: null })} />

      <QueryState
        query={categories}
        loading={t.loadingCategories}
        failed={(reason) => fill(t.categoriesLoadFailed, { reason })}
        empty={{ when: (list) => list.length === 0, icon: FolderOpen, message: t.noCategories }}
      >
        {(list) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t.allCategories}>
            {list.map((category) => (
              <li key={category.id}>
                <Card className="flex h-full items-start justify-between gap-3 p-5">
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-semibold text-white">{category.name}</h3>
                    <p className="truncate font-mono text-sm text-slate-400">/{category.slug}</p>
                    {category.description ? <p className="pt-1 text-sm text-slate-300">{category.description}</p> : null}
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <IconButton label={fill(t.editCategoryNamed, { name: category.name })} onClick={() => setDialog({ open: true, category })}>
                      <Pencil aria-hidden="true" />
                    </IconButton>
                    <IconButton label={fill(t.deleteCategoryNamed, { name: category.name })} onClick={() => setDeleting(category)} danger>
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <CategoryDialog open={dialog.open} category={dialog.category} onOpenChange={(open) => setDialog((state) => ({ ...state, open }))} />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function IconButton({ label, onClick, danger, children }: { label: string; onClick: () => void; danger?: boolean; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} onClick={onClick} className={danger ? "text-red-300 hover:text-red-200" : undefined}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

function DeleteCategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const { text: t, fill } = useAdminText();
  return (
    <ConfirmDeleteDialog
      path={category ? `/api/categories/${category.id}` : null}
      title={t.deleteCategory}
      description={fill(t.deleteCategoryConfirm, { name: category ? `“${category.name}”` : "" })}
      invalidates={CATEGORIES_KEY}
      successMessage={t.categoryDeleted}
      failureMessage={() => t.deleteCategoryFailed}
      onClose={onClose}
    />
  );
}
