import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

export interface SampleOperation {
  kind: 'query' | 'mutation';
  field: string;
  /** A complete, valid document calling only this field with made-up arguments. */
  document: string;
}

/**
 * One valid operation per Query and Mutation field of the schema, with plausible argument values,
 * so tests can call every operation without knowing it (401/403 checks iterate over these).
 */
export function sampleOperations(schema: GraphQLSchema): SampleOperation[] {
  return rootFields(schema).map(({ kind, field }) => ({
    kind,
    field: field.name,
    document: `${kind} { ${fieldCall(field)} }`,
  }));
}

/** Every Query and Mutation field, with the kind of operation that calls it. */
function rootFields(schema: GraphQLSchema) {
  return (
    [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const
  ).flatMap(([kind, type]) => Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field })));
}

function fieldCall(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type));
  const argText = args.length
    ? `(${args.map((arg) => `${arg.name}: ${sampleValue(arg.type)}`).join(', ')})`
    : '';
  return `${field.name}${argText}${isObjectType(getNamedType(field.type)) ? ' { __typename }' : ''}`;
}

function sampleValue(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return `[${sampleValue(type.ofType)}]`;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${sampleValue(field.type)}`).join(', ')} }`;
  }
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
  switch (type.name) {
    case 'Int':
    case 'Float':
      return '1';
    case 'Boolean':
      return 'true';
    default:
      return '"sample"';
  }
}

/** One operation with a control character (NUL) in one of its text arguments or input fields. */
export interface TextFieldSample {
  field: string;
  /** The argument path that holds the NUL, e.g. `input.name`. */
  path: string;
  document: string;
}

/**
 * For every Query and Mutation field, one document per text argument or text input field (optional
 * ones included), with that one text holding a NUL and the other required arguments made up.
 */
export function textFieldSamples(schema: GraphQLSchema): TextFieldSample[] {
  const samples: TextFieldSample[] = [];
  for (const { kind, field } of rootFields(schema)) {
    for (const arg of field.args) {
      for (const [path, value] of textVariants(arg.type, arg.name)) {
        const others = field.args
          .filter((other) => other !== arg && isNonNullType(other.type))
          .map((other) => `${other.name}: ${sampleValue(other.type)}`);
        const args = [`${arg.name}: ${value}`, ...others].join(', ');
        const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
        samples.push({
          field: field.name,
          path,
          document: `${kind} { ${field.name}(${args})${selection} }`,
        });
      }
    }
  }
  return samples;
}

/** The literal for `type` with a NUL in the text at each path, as [path, literal] pairs. */
function textVariants(type: GraphQLInputType, path: string): [string, string][] {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    return fields.flatMap((field) =>
      textVariants(field.type, `${path}.${field.name}`).map(([fieldPath, literal]): [string, string] => {
        const others = fields
          .filter((other) => other !== field && isNonNullType(other.type))
          .map((other) => `${other.name}: ${sampleValue(other.type)}`);
        return [fieldPath, `{ ${[`${field.name}: ${literal}`, ...others].join(', ')} }`];
      }),
    );
  }
  return named.name === 'String' ? [[path, '"sam\\u0000ple"']] : [];
}
