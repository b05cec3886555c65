import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { type Talk, TALK_FORMATS, type TalkFormat } from "../talk.ts";
import { TALK_PAGE_ADMIN_TEXT } from "../talk-page-admin-text.ts";

/** The talk form's page fields (issue 28), as the form holds them: text. */
export interface TalkPageValues {
  slug: string;
  startTime: string;
  timeZone: string;
  durationMinutes: string;
  venue: string;
  format: TalkFormat;
  audience: string;
  abstract: string;
  titlePt: string;
  abstractPt: string;
}

type PageField = keyof TalkPageValues;

/** The browser's time zone: a new talk's default. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export function pageValuesOf(talk: Talk | null): TalkPageValues {
  return {
    slug: talk?.slug ?? "",
    startTime: talk?.startTime ?? "",
    timeZone: talk?.timeZone ?? browserTimeZone(),
    durationMinutes: talk?.durationMinutes ? String(talk.durationMinutes) : "",
    venue: talk?.venue ?? "",
    format: talk?.format ?? "in_person",
    audience: talk?.audience ?? "",
    abstract: talk?.abstract ?? "",
    titlePt: talk?.pt.title ?? "",
    abstractPt: talk?.pt.abstract ?? "",
  };
}

/** What `POST`/`PUT /api/talks` receives for the page fields. */
export function pagePayload(values: TalkPageValues) {
  const minutes = values.durationMinutes.trim();
  return {
    slug: values.slug,
    startTime: values.startTime,
    timeZone: values.timeZone,
    durationMinutes: minutes === "" ? null : Number(minutes),
    venue: values.venue,
    format: values.format,
    audience: values.audience,
    abstract: values.abstract,
    pt: { title: values.titlePt, abstract: values.abstractPt },
  };
}

/** The error path of each field, as the schema reports it. */
const ERROR_PATH: Record<PageField, string> = {
  slug: "slug",
  startTime: "startTime",
  timeZone: "timeZone",
  durationMinutes: "durationMinutes",
  venue: "venue",
  format: "format",
  audience: "audience",
  abstract: "abstract",
  titlePt: "pt.title",
  abstractPt: "pt.abstract",
};

let zones: string[] | undefined;
function timeZones(): string[] {
  zones ??= typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones;
}

/** The page fields of the talk form: address, time and zone, duration, venue, format, audience, abstracts. */
export function TalkPageFields(props: {
  baseId: string;
  values: TalkPageValues;
  errors: Partial<Record<string, string>>;
  onChange: (field: PageField, value: string) => void;
}) {
  const { language } = useAdminText();
  const text = TALK_PAGE_ADMIN_TEXT[language];
  const id = (field: PageField) => `${props.baseId}-page-${field}`;
  const field = (name: PageField, label: string, options: { type?: string; hint?: string; multiline?: boolean; list?: string } = {}) => {
    const error = props.errors[ERROR_PATH[name]];
    const describedBy = error ? `${id(name)}-error` : options.hint ? `${id(name)}-hint` : undefined;
    const common = {
      id: id(name),
      value: props.values[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy,
    };
    return (
      <div className="space-y-1.5">
        <Label htmlFor={id(name)}>{label}</Label>
        {options.multiline ? (
          <Textarea {...common} rows={5} onChange={(event) => props.onChange(name, event.target.value)} />
        ) : (
          <Input {...common} type={options.type ?? "text"} list={options.list} onChange={(event) => props.onChange(name, event.target.value)} />
        )}
        {options.hint && !error ? (
          <p id={`${id(name)}-hint`} className="text-xs text-slate-400">
            {options.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id(name)}-error`} className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className="space-y-4 border-t border-white/10 pt-4">
      <legend className="text-sm font-semibold text-amber-200">{text.pageSection}</legend>
      <p className="text-xs text-slate-400">{text.pageSectionHint}</p>
      {field("slug", text.slug, { hint: text.slugHint })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("startTime", text.startTime, { type: "time", hint: text.startTimeHint })}
        {field("durationMinutes", text.durationMinutes, { type: "number" })}
      </div>
      {field("timeZone", text.timeZone, { hint: text.timeZoneHint, list: `${props.baseId}-zones` })}
      <datalist id={`${props.baseId}-zones`}>
        {timeZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {field("venue", text.venue)}
      <div className="space-y-1.5">
        <Label htmlFor={id("format")}>{text.format}</Label>
        <select
          id={id("format")}
          value={props.values.format}
          onChange={(event) => props.onChange("format", event.target.value)}
          className="h-10 w-full rounded-md border border-white/15 bg-slate-950 px-3 text-sm text-slate-100"
        >
          {TALK_FORMATS.map((format) => (
            <option key={format} value={format}>
              {text.formats[format]}
            </option>
          ))}
        </select>
      </div>
      {field("audience", text.audience)}
      {field("abstract", text.abstract, { multiline: true, hint: text.abstractHint })}
      {field("titlePt", text.titlePt)}
      {field("abstractPt", text.abstractPt, { multiline: true })}
    </fieldset>
  );
}
