// Checks a real answer against the OpenAPI document's schema for it, as a client built from the
// document would read it: types, required fields, and no field the document does not declare.
// (Stricter than JSON Schema, where undeclared fields are allowed: an answer with more than the
// document says means the document is behind.)

/** The parts of an OpenAPI 3.1 document the check reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, unknown> };
}

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
};

/** What in `value` disagrees with `schema`: one line per problem, with its path. */
export function schemaProblems(
  document: OpenApiDocument,
  schema: JsonSchema,
  value: unknown,
  at = '$',
): string[] {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) return [`${at}: unknown schema ${schema.$ref}`];
    return schemaProblems(document, target, value, at);
  }
  if (schema.allOf) return schema.allOf.flatMap((part) => schemaProblems(document, part, value, at));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const results = choices.map((choice) => schemaProblems(document, choice, value, at));
    return results.some((problems) => problems.length === 0)
      ? []
      : [`${at}: matches none of ${choices.length} choices (${results.map((r) => r[0]).join(' | ')})`];
  }
  const actual = typeOf(value);
  if (schema.type) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
    const fits = allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'));
    if (!fits) return [`${at}: ${actual}, the document says ${allowed.join(' or ')}`];
  }
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: ${String(value)} is not in its enum`];
  if (schema.format === 'date-time' && typeof value === 'string' && Number.isNaN(Date.parse(value)))
    return [`${at}: ${value} is not a date-time`];
  if (actual === 'array' && schema.items)
    return (value as unknown[]).flatMap((item, i) =>
      schemaProblems(document, schema.items!, item, `${at}[${i}]`),
    );
  if (actual === 'object' && schema.properties) {
    const record = value as Record<string, unknown>;
    const properties = schema.properties;
    return [
      ...(schema.required ?? []).filter((key) => !(key in record)).map((key) => `${at}.${key}: missing`),
      ...Object.keys(record)
        .filter((key) => !(key in properties))
        .map((key) => `${at}.${key}: not in the document`),
      ...Object.entries(record)
        .filter(([key]) => key in properties)
        .flatMap(([key, item]) => schemaProblems(document, properties[key]!, item, `${at}.${key}`)),
    ];
  }
  return [];
}

/** The JSON schema the document gives for an operation's answer of this status. */
export function answerSchema(
  document: OpenApiDocument,
  method: string,
  path: string,
  status: number,
): JsonSchema {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`the document has no ${method} ${path}`);
  let response = (operation.responses[String(status)] ?? operation.responses.default) as {
    $ref?: string;
    content?: Record<string, { schema: JsonSchema }>;
  };
  if (response.$ref)
    response = document.components.responses[response.$ref.replace('#/components/responses/', '')] as {
      content?: Record<string, { schema: JsonSchema }>;
    };
  const schema = response.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} documents no JSON answer for ${status}`);
  return schema;
}
