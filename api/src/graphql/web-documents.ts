// Who is an analyst on /graphql: a query that is not one of the web app's own documents. The web
// app's documents are known from the manifest codegen writes beside the typed documents
// (web/src/gql/persisted-documents.json, `npm run gen`, checked by `npm run check:drift`), so the
// server recognises them by their text, not by anything the caller says about itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { repoRoot } from '@parcel/db';
import { type DocumentNode, Kind, parse, visit } from 'graphql';

/** The manifest: `{ "sha256:<hash>": "<normalised document>" }` for every operation of the web app. */
export const WEB_DOCUMENTS_MANIFEST = path.join(repoRoot, 'web', 'src', 'gql', 'persisted-documents.json');

/**
 * A document's text as codegen normalises it (definitions and selections sorted, whitespace
 * collapsed), without `__typename` selections: Apollo Client adds them to what it sends, and they
 * read nothing.
 */
export function canonicalDocument(document: DocumentNode): string {
  const withoutTypenames = visit(document, {
    [Kind.FIELD]: (field) => (field.name.value === '__typename' && !field.alias ? null : undefined),
  });
  return printExecutableGraphQLDocument(withoutTypenames);
}

/** The web app's documents, answering whether a parsed request is one of them. */
export class WebDocuments {
  private readonly canonical: ReadonlySet<string>;
  /** Apollo Server hands the same parsed document to every request of the same text. */
  private readonly seen = new WeakMap<DocumentNode, boolean>();

  constructor(texts: Iterable<string>) {
    this.canonical = new Set([...texts].map((text) => canonicalDocument(parse(text))));
  }

  get size(): number {
    return this.canonical.size;
  }

  has(document: DocumentNode): boolean {
    let known = this.seen.get(document);
    if (known === undefined) {
      known = this.canonical.has(canonicalDocument(document));
      this.seen.set(document, known);
    }
    return known;
  }
}

/** Reads the manifest; a missing or unreadable one stops the start (every query would count as an analyst's). */
export function loadWebDocuments(file = WEB_DOCUMENTS_MANIFEST): WebDocuments {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new WebDocuments(Object.values(manifest));
}
