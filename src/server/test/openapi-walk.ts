/**
 * Reads the API's own OpenAPI document into operations the sweeps can call, and builds request
 * values from their schemas: a valid sample, and the paths of every field in a body. Whatever an
 * area adds to the document is covered without new test code.
 */
import { randomUUID } from 'node:crypto';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
}

export interface ApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  /** The full path template, e.g. `/api/v1/customers/{id}`. */
  template: string;
  /** The path's parameters in the order they appear. */
  params: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The names of the headers it declares (lower case). */
  headers: string[];
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema };
  /** Marked with the session security scheme. */
  secured: boolean;
  /** Declared open to anyone: an empty `security`. */
  open: boolean;
  responses: string[];
  /** Answers 201 with JSON: it creates something. */
  creates: boolean;
}

export const label = (op: Operation) => `${op.method.toUpperCase()} ${op.template}`;

/** Every operation of the document, with `$ref`s resolved. */
export function operations(doc: ApiDocument): Operation[] {
  const base = doc.servers?.[0]?.url ?? '';
  const deref = (schema: JsonSchema | undefined): JsonSchema => resolveRefs(schema ?? {}, doc);
  const result: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const jsonBody = content['application/json'];
      const formBody = content['multipart/form-data'];
      const parameters = op.parameters ?? [];
      result.push({
        method,
        template: `${base}${path}`,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required ?? false, schema: deref(p.schema) })),
        headers: parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()),
        body: jsonBody ? { kind: 'json', schema: deref(jsonBody.schema) } : formBody ? { kind: 'multipart', schema: deref(formBody.schema) } : undefined,
        secured: (op.security ?? []).some((s) => 'session' in s),
        open: op.security?.length === 0,
        responses: Object.keys(op.responses),
        creates: method === 'post' && Boolean(op.responses['201']?.content?.['application/json']),
      });
    }
  }
  return result;
}

function resolveRefs(schema: JsonSchema, doc: ApiDocument, depth = 0): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolveRefs(doc.components?.schemas?.[name] ?? {}, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(v, doc, depth + 1)]));
  if (schema.items) out.items = resolveRefs(schema.items, doc, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((s) => resolveRefs(s, doc, depth + 1));
  }
  return out;
}

/** The schema without its `null` alternative: the first branch of a union that is not null (with the union's example). */
export function concrete(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null') ?? {};
    return concrete(schema.example === undefined ? branch : { ...branch, example: schema.example });
  }
  if (schema.allOf?.[0]) return concrete({ ...schema.allOf[0], ...schema, allOf: undefined });
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return { ...schema, type: type ?? (schema.properties ? 'object' : undefined) };
}

export interface SampleOptions {
  /** The id of a record a field such as `customerId` or `contactIds` refers to, when there is one. */
  ref?: (field: string) => string | undefined;
  /** Fill this optional field too (required ones always are). */
  include?: (field: string, schema: JsonSchema) => boolean;
}

const FORMAT_SAMPLES: Record<string, () => unknown> = {
  uuid: () => randomUUID(),
  date: () => '2026-11-20',
  'date-time': () => '2026-11-20T15:00:00.000Z',
  email: () => `sample-${randomUUID().slice(0, 8)}@example.com`,
  uri: () => 'https://example.com/',
  binary: () => new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'sample.pdf', { type: 'application/pdf' }),
};

/** A value the schema accepts, built from its example, enum, format and bounds. */
export function sample(schema: JsonSchema, options: SampleOptions = {}, field = ''): unknown {
  const s = concrete(schema);
  if (s.example !== undefined) return structuredClone(s.example);
  if (s.examples?.[0] !== undefined) return structuredClone(s.examples[0]);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.format === 'uuid') return options.ref?.(field) ?? randomUUID();
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key) || options.include?.(key, value)) out[key] = sample(value, options, key);
      }
      return out;
    }
    case 'array': {
      const item = concrete(s.items ?? {});
      if (item.format === 'uuid' && options.ref?.(field)) return [options.ref(field)];
      return Array.from({ length: s.minItems ?? 0 }, () => sample(item, options, field));
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'string': {
      const formatted = s.format ? FORMAT_SAMPLES[s.format]?.() : undefined;
      if (formatted !== undefined) return formatted;
      if (s.default !== undefined) return s.default;
      return 'Sample'.padEnd(Math.max(s.minLength ?? 0, 6), 'x').slice(0, s.maxLength ?? 100);
    }
    default:
      return s.default ?? 'Sample';
  }
}

export interface Leaf {
  path: string[];
  schema: JsonSchema;
}

/** Every field of a body schema, nested ones too (an array's items as its element 0). */
export function leaves(schema: JsonSchema, path: string[] = [], depth = 0): Leaf[] {
  const s = concrete(schema);
  const here: Leaf[] = path.length ? [{ path, schema: s }] : [];
  if (depth > 6) return here;
  if (s.type === 'object') {
    return [...here, ...Object.entries(s.properties ?? {}).flatMap(([k, v]) => leaves(v, [...path, k], depth + 1))];
  }
  if (s.type === 'array' && s.items) return [...here, ...leaves(s.items, [...path, '0'], depth + 1)];
  return here;
}

/** A copy of `body` with `value` at `path`, building the containers on the way from the schema. */
export function withValue(body: unknown, schema: JsonSchema, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const s = concrete(schema);
  const [head = '', ...rest] = path;
  if (s.type === 'array') {
    const list = Array.isArray(body) ? [...(body as unknown[])] : [];
    const index = Number(head);
    const item = s.items ?? {};
    list[index] = withValue(list[index] ?? sample(item), item, rest, value);
    return list;
  }
  const object = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  const child = s.properties?.[head] ?? {};
  object[head] = withValue(object[head] ?? (rest.length ? sample(child) : undefined), child, rest, value);
  return object;
}

/** The template with its parameters filled in order. */
export const fill = (template: string, values: string[]) => {
  let index = 0;
  return template.replace(/\{\w+\}/g, () => values[index++] ?? '');
};

/** The collection a path parameter is an id in: the template up to it, parameters blanked. */
export const collectionOf = (template: string, param: string) => template.slice(0, template.indexOf(`/{${param}}`)).replace(/\{\w+\}/g, '{}');
