import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// `.openapi()` on zod schemas (descriptions, component names); the extension is idempotent.
extendZodWithOpenApi(z);

/**
 * The GraphQL schema's named types as zod schemas: most REST rows answer the same service objects
 * as a GraphQL field, so their OpenAPI schemas come from the same types (openapi/graphql-zod.ts).
 */
export interface ContractTypes {
  /** An output type (object or enum), e.g. `Waybill`; one component however often it is used. */
  output(name: string): z.ZodType;
  /** An input type as a JSON body: its required fields required, the others optional. */
  input(name: string): z.ZodObject;
  /** An input type as query parameters: every field optional (a list's filters). */
  filter(name: string): z.ZodObject;
}

/** A schema given directly, or taken from the GraphQL types when the document is built. */
export type FromTypes<Schema> = Schema | ((types: ContractTypes) => Schema);

/** An answer that is a file download, not JSON. */
export interface FileAnswer {
  contentType: string;
}

export const XLSX_FILE: FileAnswer = {
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export const ZIP_FILE: FileAnswer = { contentType: 'application/zip' };
export const PDF_FILE: FileAnswer = { contentType: 'application/pdf' };
/** A route of the old API that was replaced: it only ever answers 410 naming its successor. */
export const GONE = 'gone';

/** The error statuses a row may declare beyond those derived from its access and input. */
export type DeclaredErrorStatus = 401 | 403 | 404 | 409 | 413 | 429;

/**
 * A REST row's contract, from which its OpenAPI operation is generated (openapi/openapi-document.ts).
 * Derived there, not declared: security (bearer unless public), 400 when the row takes input, 401
 * and 403 from the access rule, 404 for a path parameter, 410 for GONE.
 */
export interface RouteContract {
  /** Path parameters, each described (`recordNumber` for a record's number). */
  params?: z.ZodObject;
  query?: FromTypes<z.ZodObject>;
  headers?: z.ZodObject;
  cookies?: z.ZodObject;
  body?: FromTypes<z.ZodType>;
  /** The body's media type when it is not JSON: an upload's `multipart/form-data`. */
  bodyType?: 'multipart/form-data';
  /** The 200 answer (described by the row's answer text). */
  answer: FromTypes<z.ZodType> | FileAnswer | typeof GONE;
  /** Further error answers the service gives (409 for a stale version or an overlap, ...). */
  errors?: readonly DeclaredErrorStatus[];
  /** The OpenAPI tags, when not the path's first segment after /api (e.g. routes for shops). */
  tags?: readonly string[];
}

/**
 * A path parameter that numbers a record (a positive integer), with what it numbers: every path
 * parameter is declared with its description (openapi-document.ts refuses one that is not).
 */
export const recordNumber = (description: string) => z.int().positive().openapi({ description });

/**
 * `page` and `size` as common/paging.ts parses them (its MAX_PAGE_SIZE, repeated here so that the
 * route table loads without TypeGraphQL; openapi.test.ts compares them): a list route that pages
 * answers `{ items, total }` when one is sent.
 */
export const PAGING = z.object({
  page: z
    .int()
    .min(0)
    .optional()
    .openapi({ description: 'Page number, from 0 (the first page); default 0.' }),
  size: z
    .int()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: "Rows a page, 1-100; default the list's own page length." }),
});

/** A list answered as a plain array, or as a page when the query names `page` or `size`. */
export const arrayOrPageOf =
  (item: string, page: string) =>
  (types: ContractTypes): z.ZodType =>
    z.union([z.array(types.output(item)), types.output(page)]);

/** A true/false answer. */
export const BOOLEAN_ANSWER = z.boolean();
