import { ArrowDown, ArrowUp, ImageUp, LoaderCircle, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useImageUpload } from "#app/modules/admin/kit/use-image-upload.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { SITE_CONTENT_ADMIN_TEXT } from "../site-content-admin-text.ts";
import { EMPTY_IMAGE, type FieldSpec, getIn, isSharedField, type Path, pathKey } from "../content-form.ts";
import { SAMPLE_PHOTOS_PREFIX } from "#app/content/shipped-images.ts";

/** `?focus=hero.image` on the dashboard's address: the field to scroll to and focus (the first-run checklist's link). */
export const FOCUS_FIELD_PARAM = "focus";
import { CONTENT_LIST_LIMITS, listCountMessage } from "../site-content.schema.ts";

export type EditLanguage = "en" | "pt";
export type Drafts = Record<EditLanguage, unknown>;
export type FieldErrors = Record<EditLanguage, Record<string, string>>;

export interface FieldContext {
  drafts: Drafts;
  errors: FieldErrors;
  /** Writes `value` at `path` in one language, or in both. */
  onChange: (language: EditLanguage | "both", path: Path, value: unknown) => void;
}

const LANGUAGES: EditLanguage[] = ["en", "pt"];

function FieldError({ id, message }: { id: string; message?: string }) {
  const { apiText } = useAdminText();
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-300">
      {apiText(message)}
    </p>
  ) : null;
}

/** One text input (or area) for one language, or for both when shared. */
function TextInput(props: {
  label: string;
  multiline: boolean;
  type?: string;
  value: unknown;
  error?: string;
  onChange: (value: string) => void;
  lang?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    "aria-label": props.label,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? errorId : undefined,
    lang: props.lang,
    value: typeof props.value === "string" || typeof props.value === "number" ? String(props.value) : "",
  };
  return (
    <div className="min-w-0">
      {props.multiline ? (
        <Textarea {...common} rows={4} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <Input {...common} type={props.type ?? "text"} onChange={(event) => props.onChange(event.target.value)} />
      )}
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}

function RowLabel({ children, hint }: { children: string; hint?: string }) {
  return (
    <div className="mb-1.5">
      <p className="text-sm font-medium text-slate-200">{children}</p>
      {hint ? <p className="text-xs text-slate-400">{hint}</p> : null}
    </div>
  );
}

/** A text field: two inputs side by side (English, Portuguese), or one when the fact is shared. */
function TextRow({ spec, path, label, ctx }: { spec: FieldSpec & { kind: "text" | "textarea" | "url" | "email" | "number" }; path: Path; label: string; ctx: FieldContext }) {
  const key = pathKey(path);
  const multiline = spec.kind === "textarea";
  const optional = "optional" in spec && spec.optional === true;
  const toValue = (raw: string): unknown => {
    if (spec.kind === "number") return raw.trim() === "" || Number.isNaN(Number(raw)) ? raw : Number(raw);
    return optional && raw.trim() === "" ? undefined : raw;
  };
  const hint = "hint" in spec ? spec.hint : undefined;
  const { language: adminLanguage, text, fill } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[adminLanguage];
  const languageNames: Record<EditLanguage, string> = { en: text.englishName, pt: text.portugueseName };
  const shownLabel = optional ? fill(t.optional, { label }) : label;
  if (isSharedField(spec)) {
    const type = spec.kind === "url" ? "url" : spec.kind === "email" ? "email" : spec.kind === "number" ? "number" : "text";
    return (
      <div>
        <RowLabel hint={hint ?? t.sameInBoth}>{shownLabel}</RowLabel>
        <TextInput
          label={label}
          multiline={multiline}
          type={type}
          value={getIn(ctx.drafts.en, path)}
          error={ctx.errors.en[key] ?? ctx.errors.pt[key]}
          onChange={(raw) => ctx.onChange("both", path, toValue(raw))}
        />
      </div>
    );
  }
  return (
    <div>
      <RowLabel hint={hint}>{shownLabel}</RowLabel>
      <div className="grid gap-3 md:grid-cols-2">
        {LANGUAGES.map((language) => (
          <TextInput
            key={language}
            label={fill(t.inLanguage, { label, language: languageNames[language] })}
            lang={language === "pt" ? "pt-BR" : "en"}
            multiline={multiline}
            value={getIn(ctx.drafts[language], path)}
            error={ctx.errors[language][key]}
            onChange={(raw) => ctx.onChange(language, path, toValue(raw))}
          />
        ))}
      </div>
    </div>
  );
}

function SelectRow({ spec, path, label, ctx }: { spec: FieldSpec & { kind: "select" }; path: Path; label: string; ctx: FieldContext }) {
  const id = useId();
  const key = pathKey(path);
  const error = ctx.errors.en[key] ?? ctx.errors.pt[key];
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={String(getIn(ctx.drafts.en, path) ?? "")}
        onChange={(event) => ctx.onChange("both", path, event.target.value)}
        className="h-10 rounded-md border border-white/15 bg-slate-950 px-3 text-sm text-slate-100"
      >
        {spec.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function DateRow({ spec, path, label, ctx }: { spec: FieldSpec & { kind: "date" }; path: Path; label: string; ctx: FieldContext }) {
  const { language, fill } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[language];
  return (
    <div className="space-y-3">
      <TextRow spec={{ kind: "text", label: t.day, shared: true, hint: spec.hint }} path={[...path, "iso"]} label={fill(t.dayLabel, { label })} ctx={ctx} />
      <TextRow spec={{ kind: "text", label: t.textLabel }} path={[...path, "text"]} label={fill(t.asShown, { label })} ctx={ctx} />
    </div>
  );
}

/**
 * An image: upload (the sharp pipeline: metadata stripped, renditions made), alt text, caption and credit per
 * language. A sample photo shipped with the site says so (issue 30); its address is an advanced field.
 */
function ImageRow({ path, label, hint, ctx }: { path: Path; label: string; hint?: string; ctx: FieldContext }) {
  const replaceButton = useRef<HTMLButtonElement>(null);
  const image = (getIn(ctx.drafts.en, path) ?? EMPTY_IMAGE()) as { src: string; width: number; height: number };
  const { language, fill } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[language];
  const [searchParams] = useSearchParams();
  const focusRequested = searchParams.get(FOCUS_FIELD_PARAM) === pathKey(path);
  useEffect(() => {
    if (!focusRequested) return;
    replaceButton.current?.scrollIntoView({ block: "center" });
    replaceButton.current?.focus({ preventScroll: true });
  }, [focusRequested]);
  const sample = image.src.startsWith(SAMPLE_PHOTOS_PREFIX);
  // A new image replaces it in both languages (its alt text, caption and credit stay per language).
  const upload = useImageUpload((stored) => {
    for (const language of LANGUAGES) {
      ctx.onChange(language, [...path, "src"], stored.url);
      ctx.onChange(language, [...path, "width"], stored.width);
      ctx.onChange(language, [...path, "height"], stored.height);
    }
  });
  return (
    <div className={`space-y-3 rounded-lg border p-4 ${sample ? "border-accent/50 bg-accent/[0.05]" : "border-white/10 bg-slate-950/40"}`} data-sample-photo={sample || undefined}>
      <div className="flex flex-wrap items-center gap-4">
        {image.src ? (
          <img src={image.src} alt="" width={image.width} height={image.height} className="h-24 w-auto rounded border border-white/10 object-cover" />
        ) : null}
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-200">{label}</p>
          {hint ? <p className="text-xs text-slate-400">{hint}</p> : null}
          <p className="text-xs text-slate-400">
            {sample ? <span className="mr-1 rounded bg-accent/20 px-1.5 py-0.5 font-medium text-amber-100">{t.samplePhoto}</span> : null}
            {image.width} × {image.height} px
          </p>
          <input {...upload.inputProps} aria-label={fill(t.uploadLabel, { label })} />
          <Button ref={replaceButton} type="button" size="sm" variant={sample ? "default" : "outline"} disabled={upload.uploading} onClick={upload.choose}>
            {upload.uploading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
            {upload.uploading ? t.uploading : fill(t.replace, { label: label.toLowerCase() })}
          </Button>
        </div>
      </div>
      <TextRow spec={{ kind: "text", label: t.altText, hint: t.altTextHint }} path={[...path, "alt"]} label={fill(t.altTextOf, { label })} ctx={ctx} />
      <TextRow spec={{ kind: "text", label: t.caption }} path={[...path, "caption"]} label={fill(t.captionOf, { label })} ctx={ctx} />
      <TextRow spec={{ kind: "text", label: t.credit, optional: true }} path={[...path, "credit"]} label={fill(t.creditOf, { label })} ctx={ctx} />
      <TextRow spec={{ kind: "text", label: t.imageAddress, shared: true, hint: t.imageAddressHint }} path={[...path, "src"]} label={fill(t.imageAddressOf, { label })} ctx={ctx} />
    </div>
  );
}

/** "Show on the site" for one home section: one switch for both languages (issue 28). */
function SwitchRow({ path, label, ctx }: { path: Path; label: string; ctx: FieldContext }) {
  const id = useId();
  const { language, fill } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[language];
  const checked = getIn(ctx.drafts.en, path) !== false;
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-white/10 px-4 py-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="text-xs text-slate-400">
          {checked ? t.shown : t.hidden}
        </span>
        <Switch id={id} aria-label={fill(t.showOnSite, { section: label })} checked={checked} onCheckedChange={(value) => ctx.onChange("both", path, value)} />
      </div>
    </div>
  );
}

/** The count in a list-bounds message ("Journey: 3 to 12 frames (this list has 13)"), to say it in the admin's language. */
function countOf(message: string): number | undefined {
  const match = /\(this list has (\d+)\)$/.exec(message);
  return match ? Number(match[1]) : undefined;
}

function ListEditor({ spec, path, label, ctx }: { spec: FieldSpec & { kind: "list" }; path: Path; label: string; ctx: FieldContext }) {
  const items = (getIn(ctx.drafts.en, path) as unknown[] | undefined) ?? [];
  const itemName = spec.itemLabel.toLowerCase();
  const key = pathKey(path);
  const error = ctx.errors.en[key] ?? ctx.errors.pt[key];
  const { language, fill, apiText } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[language];
  const boundsId = useId();
  // A list the owner shapes within bounds (issue 28): what it takes is said, and why a button is off.
  const limit = spec.limit ? CONTENT_LIST_LIMITS[spec.limit] : undefined;
  const full = limit !== undefined && items.length >= limit.max;
  const fewest = limit !== undefined && items.length <= limit.min;
  const bounds = limit ? (
    <div id={boundsId} className="text-xs text-slate-400">
      <p>{fill(t.listBounds, { min: String(limit.min), max: String(limit.max), items: limit.items[language], count: String(items.length) })}</p>
      {full ? <p>{t.listFull}</p> : null}
      {fewest && limit.min > 0 ? <p>{t.listFewest}</p> : null}
    </div>
  ) : null;
  const mutate = (change: (list: unknown[]) => unknown[]) => {
    for (const language of LANGUAGES) ctx.onChange(language, path, change([...((getIn(ctx.drafts[language], path) as unknown[] | undefined) ?? [])]));
  };
  const move = (from: number, to: number) =>
    mutate((list) => {
      const [item] = list.splice(from, 1);
      list.splice(to, 0, item);
      return list;
    });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold tracking-wide text-amber-200">{label}</legend>
      {bounds}
      {error ? <p className="text-sm text-red-300">{limit && countOf(error) !== undefined ? listCountMessage(limit, countOf(error) ?? 0, language) : apiText(error)}</p> : null}
      {items.map((_, index) => {
        // Inside a named context the items say where they are: "Home keywords: keyword 2".
        const itemLabel = label === spec.label ? `${spec.itemLabel} ${index + 1}` : `${label}: ${spec.itemLabel.toLowerCase()} ${index + 1}`;
        return (
          <div key={index} className="rounded-lg border border-white/10 p-3">
            {!spec.fixed ? (
              <div className="mb-2 flex items-center justify-end gap-1">
                <Button type="button" size="icon" variant="ghost" aria-label={fill(t.moveUp, { item: itemLabel })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={fill(t.moveDown, { item: itemLabel })}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={fill(t.remove, { item: itemLabel })}
                  aria-describedby={limit ? boundsId : undefined}
                  disabled={fewest}
                  onClick={() => mutate((list) => list.filter((__, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ) : null}
            <FieldEditor spec={spec.item} path={[...path, index]} label={itemLabel} ctx={ctx} />
          </div>
        );
      })}
      {!spec.fixed && spec.empty ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={label === spec.label ? undefined : fill(t.addTo, { item: itemName, list: label })}
          aria-describedby={limit ? boundsId : undefined}
          disabled={full}
          onClick={() => mutate((list) => [...list, structuredClone(spec.empty?.())])}
        >
          <Plus aria-hidden="true" />
          {fill(t.add, { item: itemName })}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Renders any field of the form spec; `label` names it for people and screen readers ("Stat 2 figure"). */
export function FieldEditor({ spec, path, label, ctx }: { spec: FieldSpec; path: Path; label: string; ctx: FieldContext }) {
  switch (spec.kind) {
    case "group":
      return (
        <div className="space-y-4">
          {spec.label ? <h4 className="text-sm font-semibold tracking-wide text-amber-200">{spec.label}</h4> : null}
          {spec.hint ? <p className="-mt-3 text-xs text-slate-400">{spec.hint}</p> : null}
          {Object.entries(spec.fields).map(([name, field]) => (
            <FieldEditor key={name} spec={field} path={[...path, name]} label={fieldLabel(label, spec.label, field)} ctx={ctx} />
          ))}
        </div>
      );
    case "list":
      return <ListEditor spec={spec} path={path} label={label || spec.label} ctx={ctx} />;
    case "image":
      return <ImageRow path={path} label={label} hint={spec.hint} ctx={ctx} />;
    case "select":
      return <SelectRow spec={spec} path={path} label={label} ctx={ctx} />;
    case "switch":
      return <SwitchRow path={path} label={spec.label} ctx={ctx} />;
    case "date":
      return <DateRow spec={spec} path={path} label={label} ctx={ctx} />;
    default:
      return <TextRow spec={spec} path={path} label={label} ctx={ctx} />;
  }
}

/** "Stat 2 figure" inside list items, "Press contact e-mail" inside named groups, the field's own label otherwise. */
function fieldLabel(parent: string, groupLabel: string | undefined, field: FieldSpec): string {
  const own = "label" in field && field.label ? field.label : "";
  const context = parent || groupLabel || "";
  if (!context) return own;
  return `${context} ${own.charAt(0).toLowerCase()}${own.slice(1)}`;
}
