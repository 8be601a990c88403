import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * Whether the query asks, under the field being resolved, for the fields along `path` (e.g.
 * `['items', 'receivers']`), through fragments and aliases alike. A resolver reads nested lists
 * with its own rows when they are asked for, so that they need no resolver of their own: an answer
 * of plain values is built without a promise per row. `@skip` and `@include` are not read: a list
 * read for nothing costs a statement, never a wrong answer.
 */
export function selects(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  let fields: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    fields = fields.flatMap((field) =>
      field.selectionSet ? fieldsNamed(info, field.selectionSet, name) : [],
    );
    if (fields.length === 0) return false;
  }
  return true;
}

/** The fields called `name` in a selection set, its fragments' included (validation refused cycles). */
function fieldsNamed(info: GraphQLResolveInfo, selectionSet: SelectionSetNode, name: string): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name ? [selection] : [];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsNamed(info, selection.selectionSet, name);
    const fragment = info.fragments[selection.name.value];
    return fragment ? fieldsNamed(info, fragment.selectionSet, name) : [];
  });
}
