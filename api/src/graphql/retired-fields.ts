import { type ClassType, FieldResolver, getMetadataStorage, Resolver, Root } from 'type-graphql';

/**
 * The resolver of an object type's old field names (rest/wire-names.ts): each old name answers the
 * value of the field that replaced it, with its type and description, deprecated in favour of it,
 * so that analysts' saved queries keep working. `renames` maps a field to its old name.
 */
export function retiredFieldsResolver<Row extends object>(
  type: ClassType<Row>,
  renames: Readonly<Partial<Record<keyof Row & string, string>>>,
): ClassType {
  @Resolver(() => type)
  class RetiredFields {}
  const prototype = RetiredFields.prototype as Record<string, unknown>;
  for (const [current, old] of Object.entries(renames) as [keyof Row & string, string][]) {
    const field = getMetadataStorage().fields.find(
      (candidate) => candidate.target === type && candidate.name === current,
    );
    if (!field) throw new Error(`${type.name} has no field ${current} to keep an old name of`);
    prototype[old] = (row: Row) => row[current];
    Root()(prototype, old, 0);
    FieldResolver(field.getType, {
      nullable: field.typeOptions.nullable,
      description: field.description,
      deprecationReason: `Use ${current}, the same value under a name that says what it is (docs/analysts.md).`,
    })(prototype, old, Object.getOwnPropertyDescriptor(prototype, old)!);
  }
  return RetiredFields;
}
