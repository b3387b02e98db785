/**
 * The contract's zod schemas as the OpenAPI document's JSON Schemas, through zod 4's registry conversion: each schema
 * added here is converted once, and a schema inside another becomes a `$ref` to `#/components/schemas/<id>`, so
 * recursive trees and shared records are components every tool resolves (never a `$defs` of one schema).
 *
 * Which schemas are components: the named ones (records, trees) wherever they are used, and any an operation uses
 * that is inside another or used by more than one operation. The rest are written in place in their operation, so
 * the document reads like the contract and holds no component nobody references.
 */
import { z } from 'zod';

export type Json = Record<string, unknown>;
/** A request is described by what the caller may send, an answer by what it receives (defaults applied). */
export type Io = 'input' | 'output';

export const COMPONENT_REF = '#/components/schemas/';

export class SchemaBook {
  private readonly registries = { input: z.registry<{ id: string }>(), output: z.registry<{ id: string }>() };
  private readonly idOf = { input: new Map<z.ZodType, string>(), output: new Map<z.ZodType, string>() };
  private readonly taken = new Set<string>();
  private readonly named = new Set<string>();
  private readonly uses = new Map<string, number>();
  private readonly referenced = new Set<string>();
  private converted: Map<string, Json> | undefined;

  /** A schema that is a component under `id` wherever it is used (a record, a recursive tree). */
  name(schema: z.ZodType, id: string, io: Io = 'output'): void {
    if (this.idOf[io].has(schema)) return;
    this.add(schema, id, io);
    this.named.add(id);
  }

  /** A schema an operation uses: `id` is its component name should it be one. Gives the id to ask `schema` for. */
  use(schema: z.ZodType, id: string, io: Io): string {
    const known = this.idOf[io].get(schema) ?? this.add(schema, id, io);
    this.uses.set(known, (this.uses.get(known) ?? 0) + 1);
    return known;
  }

  /** The JSON Schema an operation writes for `id`: a reference to its component, or the schema in place. */
  schema(id: string): Json {
    return this.isComponent(id) ? { $ref: `${COMPONENT_REF}${id}` } : this.json(id);
  }

  /** `components/schemas`: every schema that is one, by its id. */
  components(): Record<string, Json> {
    const all = this.all();
    return Object.fromEntries([...all.keys()].filter((id) => this.isComponent(id)).map((id) => [id, this.json(id)]));
  }

  private isComponent(id: string): boolean {
    const uses = this.uses.get(id) ?? 0;
    return this.referenced.has(id) || uses > 1 || (this.named.has(id) && uses > 0);
  }

  private json(id: string): Json {
    const json = this.all().get(id);
    if (!json) throw new Error(`OpenAPI: no schema "${id}"`);
    return json;
  }

  private add(schema: z.ZodType, id: string, io: Io): string {
    if (this.converted) throw new Error(`OpenAPI: schema "${id}" added after the conversion`);
    // one namespace: input and output schemas are all components/schemas
    if (this.taken.has(id)) throw new Error(`OpenAPI: two schemas named "${id}"`);
    this.taken.add(id);
    this.registries[io].add(schema, { id });
    this.idOf[io].set(schema, id);
    return id;
  }

  /** Converts every schema added, once. */
  private all(): Map<string, Json> {
    if (this.converted) return this.converted;
    const converted = new Map<string, Json>();
    for (const io of ['input', 'output'] as const) {
      const { schemas } = z.toJSONSchema(this.registries[io], {
        io,
        target: 'draft-2020-12',
        // a transform or a custom check has no JSON Schema: it is described by the type around it
        unrepresentable: 'any',
        uri: (id) => `${COMPONENT_REF}${id}`,
      }) as { schemas: Record<string, Json> };
      // zod puts a recursive schema that has no id of its own under `__shared`, which no OpenAPI tool resolves
      if (schemas.__shared) throw new Error('OpenAPI: a recursive contract schema has no name; give it one with book.name() in contract/openapi/index.ts');
      for (const [id, json] of Object.entries(schemas)) {
        // OpenAPI 3.1's own dialect is 2020-12 already; a `$id` here would be a fragment, which 2020-12 forbids
        const { $schema: _dialect, $id: _id, ...schema } = json;
        converted.set(id, schema);
        collectRefs(schema, this.referenced);
      }
    }
    this.converted = converted;
    return converted;
  }
}

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT_REF)) into.add(inner.slice(COMPONENT_REF.length));
      else collectRefs(inner, into);
    }
  }
}
