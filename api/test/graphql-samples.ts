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
  const operations: SampleOperation[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      operations.push({ kind, field: field.name, document: `${kind} { ${fieldCall(field)} }` });
    }
  }
  return operations;
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
