import { FolderOpen, LoaderCircle, Pencil, Plus, RefreshCw, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "#app/components/ui/tooltip.tsx";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import type { Category } from "../category.ts";
import { CategoryDialog } from "./category-dialog.tsx";

export const CATEGORIES_KEY = "/api/categories";

/** Categories tab (spec §2). */
export function CategoriesTab() {
  const categories = useApiQuery<Category[]>(CATEGORIES_KEY);
  const [dialog, setDialog] = useState<{ open: boolean; category: Category | null }>({ open: false, category: null });
  const [deleting, setDeleting] = useState<Category | null>(null);

  return (
    <section aria-labelledby="categories-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="categories-heading" className="text-xl font-semibold text-white">
            Categories
          </h2>
          <p className="text-sm text-slate-400">Group articles by theme.</p>
        </div>
        <Button onClick={() => setDialog({ open: true, category: null })}>
          <Plus aria-hidden="true" />
          New Category
        </Button>
      </div>

      {categories.isLoading ? (
        <p role="status" className="flex items-center gap-2 py-8 text-slate-300">
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Loading categories...
        </p>
      ) : categories.error && !categories.data ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="alert">
          <p className="text-slate-200">Categories could not be loaded ({categories.error.message}).</p>
          <Button variant="outline" onClick={() => void categories.refetch()}>
            <RefreshCw aria-hidden="true" />
            Retry
          </Button>
        </Card>
      ) : categories.data && categories.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <FolderOpen className="size-10 text-slate-500" aria-hidden="true" />
          <p className="max-w-md text-slate-300">No categories yet. Create your first category to organize your articles.</p>
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="All categories">
          {(categories.data ?? []).map((category) => (
            <li key={category.id}>
              <Card className="flex h-full items-start justify-between gap-3 p-5">
                <div className="min-w-0 space-y-1">
                  <h3 className="font-semibold text-white">{category.name}</h3>
                  <p className="truncate font-mono text-sm text-slate-400">/{category.slug}</p>
                  {category.description ? <p className="pt-1 text-sm text-slate-300">{category.description}</p> : null}
                </div>
                <div className="flex shrink-0 gap-1">
                  <IconButton label={`Edit category ${category.name}`} onClick={() => setDialog({ open: true, category })}>
                    <Pencil aria-hidden="true" />
                  </IconButton>
                  <IconButton label={`Delete category ${category.name}`} onClick={() => setDeleting(category)} danger>
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

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
  return (
    <ConfirmDeleteDialog
      path={category ? `/api/categories/${category.id}` : null}
      title="Delete Category"
      description={`Are you sure you want to delete the category ${category ? `“${category.name}”` : ""}? This action cannot be undone.`}
      invalidates={CATEGORIES_KEY}
      successMessage="Category deleted successfully"
      failureMessage={() => "Failed to delete category. Ensure it has no articles assigned to it."}
      onClose={onClose}
    />
  );
}
