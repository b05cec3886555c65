import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { cn } from "#app/lib/cn.ts";

type Filters = Record<string, string>;

/** One filter of a bar: a choice among options, or a typed value (text, search, a date). */
export type FilterSpec<F extends Filters> = { name: keyof F & string; label: string; className?: string } & (
  | { kind: "select"; options: readonly { value: string; label: string }[] }
  | { kind: "text" | "search" | "date"; placeholder?: string }
);

interface FilterBarProps<F extends Filters> {
  filters: F;
  specs: readonly FilterSpec<F>[];
  /** The filters that show everything: "Clear filters" appears once the bar differs from them. */
  none: F;
  clearLabel: string;
  onChange: (filters: F) => void;
  className?: string;
}

/**
 * The admin's row of labelled filters over a list (audit log, inbox, subscribers), with "Clear filters".
 * On a phone each filter takes the whole width, one under the other: a spec's fixed width, made for a
 * row on a wide screen, cut the options' names short at 390 px (issue 30).
 */
export function FilterBar<F extends Filters>({ filters, specs, none, clearLabel, onChange, className }: FilterBarProps<F>) {
  const baseId = useId();
  const set = (name: keyof F & string, value: string) => onChange({ ...filters, [name]: value });
  const filtered = specs.some((spec) => filters[spec.name] !== none[spec.name]);
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {specs.map((spec) => {
        const id = `${baseId}-${spec.name}`;
        return (
          <div key={spec.name} className="grid gap-1.5 max-sm:w-full">
            <Label htmlFor={id} className="text-xs text-slate-300">
              {spec.label}
            </Label>
            {spec.kind === "select" ? (
              <Select value={filters[spec.name]} onValueChange={(value) => set(spec.name, value)}>
                <SelectTrigger id={id} className={cn(spec.className ?? "w-44", "max-sm:w-full")}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {spec.options.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            ) : (
              <Input
                id={id}
                type={spec.kind}
                className={cn(spec.className ?? "w-44", "max-sm:w-full")}
                value={filters[spec.name]}
                placeholder={spec.placeholder}
                onChange={(event) => set(spec.name, event.target.value)}
              />
            )}
          </div>
        );
      })}
      {filtered ? (
        <div className="flex items-end">
          <Button variant="ghost" size="sm" onClick={() => onChange(none)}>
            {clearLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
