import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields the query asks for under the field being resolved, at `path` (e.g.
 * `['items', 'receivers']`: what it asks of each receiver of each item), through fragments and
 * aliases alike; null when it does not ask for that path at all. A resolver reads nested lists with
 * its own rows, and only the columns asked for, so that they need no resolver of their own: an
 * answer of plain values is built without a promise per row. `@skip` and `@include` are not read:
 * a field read for nothing costs a column, never a wrong answer.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): string[] | null {
  let fields: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    fields = fields.flatMap((field) => subfieldsOf(info, field).filter((sub) => sub.name.value === name));
    if (fields.length === 0) return null;
  }
  return [...new Set(fields.flatMap((field) => subfieldsOf(info, field).map((sub) => sub.name.value)))];
}

function subfieldsOf(info: GraphQLResolveInfo, field: FieldNode): FieldNode[] {
  return field.selectionSet ? fieldsIn(info, field.selectionSet) : [];
}

/** The fields of a selection set, its fragments' included (validation refused cycles). */
function fieldsIn(info: GraphQLResolveInfo, selectionSet: SelectionSetNode): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsIn(info, selection.selectionSet);
    const fragment = info.fragments[selection.name.value];
    return fragment ? fieldsIn(info, fragment.selectionSet) : [];
  });
}
