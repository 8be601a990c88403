import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { RequestContext } from '../context';
import {
  controlCharacterMessage,
  findControlCharacter,
  hasControlCharacter,
} from '@parcel/shared/validation/control-characters';

/**
 * Refuses, before anything runs, NUL and other control characters in any variable or any string
 * written into the query itself, naming the argument or input field: one rule for every operation,
 * as the REST adapter applies it to every route.
 */
export function controlCharacterPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const field = findControlCharacter(request.variables ?? {}) ?? literalFindingOf(document);
          if (field) {
            throw new GraphQLError(controlCharacterMessage(field), {
              extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/** Apollo keeps each parsed document (its documentStore): a repeated query is read once. */
const literalFindings = new WeakMap<DocumentNode, string | null>();

function literalFindingOf(document: DocumentNode): string | null {
  let finding = literalFindings.get(document);
  if (finding === undefined) {
    finding = literalWithControlCharacter(document);
    literalFindings.set(document, finding);
  }
  return finding;
}

/** The argument or input field whose string literal holds a control character, if any. */
function literalWithControlCharacter(document: DocumentNode): string | null {
  const names: string[] = [];
  let found: string | null = null;
  visit(document, {
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    StringValue(node) {
      if (!found && hasControlCharacter(node.value)) found = names.join('.') || 'value';
    },
  });
  return found;
}
