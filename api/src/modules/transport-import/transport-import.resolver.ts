import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import type { RequestContext } from '../../context';
import { commitTransportImport, undoTransportImport } from './import-commit';
import { ImportColumnInput, ImportRowValuesInput } from './transport-import.inputs';
import {
  fixTransportImportRow,
  getTransportImport,
  listTransportImportRows,
  listTransportImports,
  removeTransportImportRows,
  setTransportImportMapping,
  setTransportImportSender,
} from './transport-import.service';
import {
  TransportImport,
  TransportImportPage,
  TransportImportRowFix,
  TransportImportRowPage,
} from './transport-import.types';

const ID = { description: 'The import’s number (from the upload, POST /api/transport/import).' };

/**
 * Spreadsheet imports for the screen (운송 정보 일괄 등록). The upload itself is REST multipart
 * (POST /api/transport/import): GraphQL here takes no files.
 */
@Resolver(() => TransportImport)
export class TransportImportResolver {
  @Authorized(authorizedFor(getTransportImport))
  @Query(() => TransportImport, { description: 'One spreadsheet import (NOT_FOUND if none).' })
  transportImport(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
  ): Promise<TransportImport> {
    return getTransportImport(context, id);
  }

  @Authorized(authorizedFor(listTransportImportRows))
  @Query(() => TransportImportRowPage, {
    description: "A page of an import's rows in file order: values, problems, the transport each forms.",
  })
  transportImportRows(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
    @Arg('onlyProblems', () => Boolean, { nullable: true, description: 'Only the rows with a problem.' })
    onlyProblems: boolean | null,
    @Arg('page', () => Int, { nullable: true, description: 'Page number, from 0.' }) page: number | null,
    @Arg('size', () => Int, { nullable: true, description: 'Number of rows a page, 1-100 (default 17).' })
    size: number | null,
  ): Promise<TransportImportRowPage> {
    return listTransportImportRows(context, id, { onlyProblems, page, size });
  }

  @Authorized(authorizedFor(listTransportImports))
  @Query(() => TransportImportPage, {
    description: 'Spreadsheet imports, newest first (previews a day old are removed).',
  })
  transportImports(
    @Ctx() context: RequestContext,
    @Arg('page', () => Int, { nullable: true, description: 'Page number, from 0.' }) page: number | null,
    @Arg('size', () => Int, { nullable: true, description: 'Number of imports a page, 1-100 (default 17).' })
    size: number | null,
  ): Promise<TransportImportPage> {
    return listTransportImports(context, { page: page ?? undefined, size: size ?? undefined });
  }

  @Authorized(authorizedFor(setTransportImportMapping))
  @Mutation(() => TransportImport, {
    description:
      "Sets which column fills each field (fields not given keep theirs); every row is checked again. Remembered for the import's sender company.",
  })
  setTransportImportMapping(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
    @Arg('mapping', () => [ImportColumnInput], { description: 'Fields and their columns.' })
    mapping: ImportColumnInput[],
  ): Promise<TransportImport> {
    return setTransportImportMapping(context, id, mapping);
  }

  @Authorized(authorizedFor(setTransportImportSender))
  @Mutation(() => TransportImport, {
    description:
      'Sets the sender company of the rows without a 보내는사람 (BAD_USER_INPUT unless a live company); every row is checked again.',
  })
  setTransportImportSender(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
    @Arg('senderCompanyId', () => Int, {
      nullable: true,
      description: 'The company (as the upload’s senderCompanyId); null: none, each row names its own.',
    })
    senderCompanyId: number | null,
  ): Promise<TransportImport> {
    return setTransportImportSender(context, id, senderCompanyId);
  }

  @Authorized(authorizedFor(fixTransportImportRow))
  @Mutation(() => TransportImportRowFix, {
    description:
      'Types values over a row’s cells; that row and the rows sharing its waybill number are checked again.',
  })
  fixTransportImportRow(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
    @Arg('rowNo', () => Int, { description: "The row's number in the file." }) rowNo: number,
    @Arg('values', () => ImportRowValuesInput, { description: 'The values typed.' })
    values: ImportRowValuesInput,
  ): Promise<TransportImportRowFix> {
    return fixTransportImportRow(context, id, rowNo, { ...values });
  }

  @Authorized(authorizedFor(removeTransportImportRows))
  @Mutation(() => TransportImport, {
    description: 'Removes rows from a preview (they will not be registered).',
  })
  removeTransportImportRows(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
    @Arg('rowNos', () => [Int], { description: "The rows' numbers in the file." }) rowNos: number[],
  ): Promise<TransportImport> {
    return removeTransportImportRows(context, id, rowNos);
  }

  @Authorized(authorizedFor(commitTransportImport))
  @Mutation(() => TransportImport, {
    description:
      'Registers a preview as transports in one transaction (BAD_USER_INPUT while a row has a problem). Committing it again answers the first result and writes nothing.',
  })
  commitTransportImport(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
  ): Promise<TransportImport> {
    return commitTransportImport(context, id);
  }

  @Authorized(authorizedFor(undoTransportImport))
  @Mutation(() => TransportImport, {
    description:
      'Deletes the transports an import registered, on the day it was committed and while none of its goods lines is delivered or invoiced (CONFLICT otherwise).',
  })
  undoTransportImport(
    @Ctx() context: RequestContext,
    @Arg('id', () => Int, ID) id: number,
  ): Promise<TransportImport> {
    return undoTransportImport(context, id);
  }
}
