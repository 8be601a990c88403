import { PassThrough } from 'node:stream';
import {
  IMPORT_FIELD_DECLARATIONS,
  IMPORT_FIELDS,
  type ImportField,
} from '@parcel/shared/forms/transport-import';
import ExcelJS from 'exceljs';
import type { Client } from 'pg';
import type { Servers } from './bench-targets';

/** A spreadsheet import of the size: uploaded (read and checked), then committed. */
export interface ImportRunResult {
  rows: number;
  /** Receivers the file names, and the transports the commit wrote. */
  receivers: number;
  transports: number;
  /** The file's size in bytes. */
  fileBytes: number;
  /** POST /api/transport/import: the file read, every row checked, the preview stored. */
  uploadMs: number;
  /** POST /api/transport/import/{id}/commit: checked again, every transport written. */
  commitMs: number;
}

/** The limits for 10,000 rows (issue 24). */
export const IMPORT_ROWS = 10_000;
export const IMPORT_UPLOAD_LIMIT_MS = 5_000;
export const IMPORT_COMMIT_LIMIT_MS = 10_000;

/** Rows a receiver gets in the file (its goods lines), and the reception days the rows spread over. */
const LINES_PER_RECEIVER = 5;
const DAYS = 5;

/**
 * A shop's order export as a customer sends it: the template's headers, a row per parcel, every
 * receiver typed (name, phones, postcode and address), five lines each over `days` reception days
 * through `today`, half of the rows with a waybill number of their own, quantities with commas, a
 * goods name and a delivery message. Written by exceljs's streaming writer.
 */
export async function importWorkbook(
  rows: number,
  firstWaybill: bigint,
  today: string,
  days = DAYS,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = book.addWorksheet('운송 정보');
  sheet.addRow(IMPORT_FIELDS.map((field) => IMPORT_FIELD_DECLARATIONS[field].label)).commit();
  const day = (index: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - (index % days));
    return date.toISOString().slice(0, 10);
  };
  for (let index = 0; index < rows; index++) {
    const receiver = Math.floor(index / LINES_PER_RECEIVER);
    const values: Partial<Record<ImportField, string>> = {
      receptionDate: day(receiver),
      receiverName: `수령인 ${receiver}`,
      receiverTelNo: `053-${String(100 + (receiver % 900))}-${String(1000 + (receiver % 9000))}`,
      receiverMobileNo: `010-${String(1000 + (receiver % 9000))}-${String(1000 + ((receiver * 7) % 9000))}`,
      zipCode: String(41000 + (receiver % 900)),
      address: `대구광역시 북구 산격로 ${receiver}`,
      kindCd: index % 3 === 0 ? '서류' : '박스',
      quantity: index % 10 === 0 ? '1,200' : String(1 + (index % 4)),
      waybillNo: index % 2 === 0 ? String(firstWaybill + BigInt(index)) : '',
      goodsName: `상품 ${index % 50}`,
      deliveryMessage: index % 4 === 0 ? '문 앞에 놓아주세요' : '',
    };
    sheet.addRow(IMPORT_FIELDS.map((field) => values[field] ?? null)).commit();
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function post(
  url: string,
  token: string,
  body?: FormData,
): Promise<{ id: number; transportCount: number; problemRowCount: number }> {
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text}`);
  return JSON.parse(text) as { id: number; transportCount: number; problemRowCount: number };
}

/**
 * Uploads a file of `rows` rows for a sender company of the database (live, without waybill
 * ranges, with what the transport form needs of a sender) and commits it, through the REST routes.
 */
export async function measureImportRun(
  client: Client,
  servers: Servers,
  rows = IMPORT_ROWS,
): Promise<ImportRunResult> {
  const { rows: found } = await client.query<{ id: number; next: string; today: string }>(
    `select c.company_id as id,
            (select coalesce(max(cast(s.waybill_no as numeric)), 100000000000) + 1 from shipment s)::text as next,
            to_char(now() at time zone 'Asia/Seoul', 'YYYY-MM-DD') as today
       from company c
      where c.use_yn = 'Y' and c.address is not null and c.manager_nm is not null and c.tel_no is not null
        and c.manager_tel_no like '01%'
        and not exists (select 1 from waybill w where w.sender_company_id = c.company_id and w.del_yn = 'N')
      order by c.company_id limit 1`,
  );
  const sender = found[0];
  if (!sender) throw new Error('the bench database has no company to send an import');
  const file = await importWorkbook(rows, BigInt(sender.next), sender.today);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bench-import.xlsx');
  form.append('senderCompanyId', String(sender.id));
  const upload = await timed(() => post(`${servers.appUrl}/api/transport/import`, servers.token, form));
  if (upload.value.problemRowCount > 0)
    throw new Error(`the bench import has ${upload.value.problemRowCount} rows with problems`);
  const commit = await timed(() =>
    post(`${servers.appUrl}/api/transport/import/${upload.value.id}/commit`, servers.token),
  );
  return {
    rows,
    receivers: Math.ceil(rows / LINES_PER_RECEIVER),
    transports: commit.value.transportCount,
    fileBytes: file.length,
    uploadMs: upload.ms,
    commitMs: commit.ms,
  };
}
