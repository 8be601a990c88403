// The GraphQL side of a record's declared fields (shared/src/records/define-fields.ts): the input
// fields a create and an update share, made from the declaration instead of written out.
import {
  inputDocOf,
  isInputNullable,
  isNumberKind,
  type Defaulted,
  type FieldDeclaration,
  type FieldDeclarations,
} from '@parcel/shared/records/define-fields';
import { Field, InputType, Int } from 'type-graphql';

/** What a field's input holds when sent: a number for amounts, ids and counts, text for the rest. */
type SentValue<Declaration extends FieldDeclaration> = Declaration['kind'] extends 'amount' | 'id' | 'count'
  ? number
  : string;

/**
 * What a declared field's input holds: its value, or nothing where its column takes null or a
 * default fills it in (Y/N, choices, amounts).
 */
export type DeclaredInput<Fields extends FieldDeclarations> = {
  [Name in keyof Fields]: Fields[Name]['inputNullable'] extends false
    ? SentValue<Fields[Name]>
    : Fields[Name]['inputNullable'] extends true
      ? SentValue<Fields[Name]> | null | undefined
      : Fields[Name]['nullable'] extends true
        ? SentValue<Fields[Name]> | null | undefined
        : Fields[Name]['required'] extends true
          ? Defaulted<Fields[Name]> extends true
            ? SentValue<Fields[Name]> | null | undefined
            : SentValue<Fields[Name]>
          : SentValue<Fields[Name]> | null | undefined;
};

/**
 * An abstract input class with one field per declared field (Int for amounts, ids and counts, else String;
 * non-null where the form needs a value and no default fills it in, or the declaration says so), each described by its
 * declaration; the create and update inputs extend it. The service parses the values with the
 * form's schema, so the input only carries them.
 */
export function declaredInputFields<const Fields extends FieldDeclarations>(
  name: string,
  fields: Fields,
): abstract new () => DeclaredInput<Fields> {
  // Named, so TypeGraphQL's messages name it; the schema shows only the inputs that extend it.
  const base = { [name]: class {} }[name]!;
  for (const [field, declaration] of Object.entries(fields)) {
    Field(() => (isNumberKind(declaration) ? Int : String), {
      nullable: isInputNullable(declaration),
      description: inputDocOf(declaration),
    })(base.prototype, field);
  }
  InputType(name)(base);
  return base as unknown as abstract new () => DeclaredInput<Fields>;
}

/** How an input of declared fields is checked, for its description. */
export const checkOrderDocOf = (fields: FieldDeclarations): string =>
  `Its fields are checked in the form order (${Object.keys(fields).join(', ')}); the first failure is answered (BAD_USER_INPUT with the field).`;
