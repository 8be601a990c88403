// A company row's statement as a PDF file (the company dialog's download, the REST route).
import { STATEMENT_VIEWS, type StatementView } from '@parcel/shared/settlement/statement-layout';
import { z } from 'zod';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import type { FileDownload } from '../../common/spreadsheet';
import { statementPdf, statementPdfAsciiName, statementPdfName } from './statement-pdf';
import { parseRowId, readRowStatement } from './statement.service';

export const STATEMENT_VIEW_MESSAGE = "올바른 보기(view) 형식이 아닙니다. 'detail' 또는 'type'이어야 합니다.";

/** 상세 unless told. */
const viewSchema = z.enum(STATEMENT_VIEWS, { error: STATEMENT_VIEW_MESSAGE }).default('detail');

/**
 * The PDF of an invoice company row's statement in a view (detail or type): 400 naming
 * billHistoryDetailId or view, 404 for an unknown row. Built whole before the answer starts, so a
 * failure is a JSON error, not a broken file.
 */
export const downloadStatementPdf = operation(
  { area: 'settlement', level: 'read', customers: true },
  async (context, input: { billHistoryDetailId: unknown; view?: unknown }): Promise<FileDownload> => {
    const billHistoryDetailId = parseRowId(input.billHistoryDetailId);
    const view: StatementView = parseInput(z.object({ view: viewSchema }), {
      view: input.view ?? undefined,
    }).view;
    const statement = await readRowStatement(context, billHistoryDetailId);
    const pdf = await statementPdf(statement, view);
    return {
      kind: 'file',
      fileName: statementPdfName(statement, view),
      asciiFileName: statementPdfAsciiName(statement, view),
      contentType: 'application/pdf',
      write: async (out) => {
        out.end(pdf);
      },
    };
  },
);
