import { trackingUrl } from '@parcel/shared/tracking/tracking-url';
import { publicUrlOf } from '../app-info/public-url';
// Printing a pre-registered range (docs/decisions.md#printing-waybills): the web asks for a print
// ticket and opens the print program through its URL scheme; the program fetches the labels with the
// ticket (POST /api/waybill/print-data), which is short-lived and single-use. Without a print
// program the web prints the labels itself. Every print is logged (who, when, which range, how), and
// a range printed before is printed again only when the caller confirms (`reprint`).
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { rangeSize } from '@parcel/shared/forms/waybill-form';
import { formatRangeNumber } from '@parcel/shared/validation/number-range';
import { z } from 'zod';
import { AppError, notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import { readWaybill, waybillIdSchema } from './waybill.service';
import type { Waybill, WaybillPrintData, WaybillPrintLog, WaybillPrintTicket } from './waybill.types';

/** How long a ticket works: long enough for the print program to start, short enough to be useless later. */
export const PRINT_TICKET_TTL_SECONDS = 120;
/** Most labels one print hands over; a larger range is printed in parts (edit it into smaller ranges). */
export const PRINT_LABEL_LIMIT = 1000;

export const PRINT_MESSAGES = {
  reprint: '이미 인쇄한 운송장입니다. 다시 인쇄하려면 확인해주세요.',
  tooManyLabels: `한 번에 인쇄할 수 있는 라벨은 ${PRINT_LABEL_LIMIT.toLocaleString('ko-KR')}장까지입니다.`,
  ticketRequired: '인쇄 티켓(ticket)이 필요합니다.',
  ticketNotFound: '인쇄 티켓을 찾을 수 없습니다.',
  ticketUsed: '이미 사용한 인쇄 티켓입니다. 인쇄를 다시 요청해주세요.',
  ticketExpired: '인쇄 티켓이 만료되었습니다. 인쇄를 다시 요청해주세요.',
  ticketOtherWaybill: '인쇄 티켓의 운송장 대역과 요청한 대역이 다릅니다.',
} as const;

export function printUrlOf(template: string, waybillId: number, ticket: string): string {
  return template
    .replaceAll('{id}', encodeURIComponent(String(waybillId)))
    .replaceAll('{ticket}', encodeURIComponent(ticket));
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export const printRequest = z.object({
  waybillId: waybillIdSchema,
  reprint: z.boolean({ error: '다시 인쇄 여부(reprint)는 true 또는 false입니다.' }).nullish(),
});

const ticketText = z
  .string({ error: PRINT_MESSAGES.ticketRequired })
  .trim()
  .min(1, { error: PRINT_MESSAGES.ticketRequired })
  .max(200, { error: PRINT_MESSAGES.ticketNotFound });

export const redeemRequest = z.object(
  { ticket: ticketText, waybillId: z.coerce.number().int().positive().nullish().catch(null) },
  { error: PRINT_MESSAGES.ticketRequired },
);

/** A range that may be printed now: live, not too large, and (unless confirmed) never printed. */
function assertPrintable(waybill: Waybill, reprint: boolean | null | undefined): void {
  if (rangeSize(waybill.startNo, waybill.endNo) > PRINT_LABEL_LIMIT)
    throw new AppError('BAD_USER_INPUT', PRINT_MESSAGES.tooManyLabels, 'waybillId');
  if (waybill.printCount > 0 && !reprint) throw new AppError('CONFLICT', PRINT_MESSAGES.reprint, 'reprint');
}

function labelsOf(waybill: Waybill, publicUrl: string): WaybillPrintData['labels'] {
  const start = BigInt(waybill.startNo);
  const count = Number(BigInt(waybill.endNo) - start) + 1;
  return Array.from({ length: count }, (_, index) => {
    const waybillNo = String(start + BigInt(index));
    return {
      waybillNo,
      formattedNo: formatRangeNumber(waybillNo),
      trackingUrl: trackingUrl(publicUrl, waybillNo),
    };
  });
}

/** Logs one print and answers what the printer needs. */
async function logPrint(
  em: EntityManager,
  waybillId: number,
  memberId: number,
  channel: 'program' | 'browser',
  publicUrl: string,
): Promise<WaybillPrintData> {
  const [log] = await em.execute<{ printedAt: string | Date }[]>(
    `insert into print_log (waybill_id, member_id, channel) values (?, ?, ?) returning printed_at as "printedAt"`,
    [waybillId, memberId, channel],
  );
  const waybill = await readWaybill(em, waybillId);
  return { waybill, labels: labelsOf(waybill, publicUrl), printedAt: new Date(log!.printedAt), channel };
}

/**
 * A ticket for the print program to fetch this range's labels once, within two minutes, and the
 * print program's address carrying it. Nothing is logged yet: the print is logged when the program
 * fetches the labels, so a browser without the program can fall back to printing itself.
 */
export const createPrintTicket = operation(
  { area: 'transports', level: 'write' },
  async (context, input: unknown): Promise<WaybillPrintTicket> => {
    const { waybillId, reprint } = parseInput(printRequest, input);
    const waybill = await readWaybill(context.em, waybillId);
    assertPrintable(waybill, reprint);
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PRINT_TICKET_TTL_SECONDS * 1000);
    await context.em.execute(
      `insert into print_ticket (ticket_hash, waybill_id, member_id, expires_at) values (?, ?, ?, ?)`,
      [hashOf(ticket), waybillId, context.caller!.memberId, expiresAt],
    );
    return {
      waybillId,
      ticket,
      printUrl: printUrlOf(context.deps.printUrlTemplate, waybillId, ticket),
      expiresAt,
    };
  },
);

interface RedeemedTicket {
  waybillId: number;
  memberId: number;
}

/**
 * The print program's call: the ticket is marked used in the statement that checks it is unused and
 * unexpired (so of two calls at once exactly one gets the labels), the print is logged for the
 * member who asked for the ticket, and the labels are answered. No bearer token: the ticket is the
 * authority, for this one range only.
 */
export const redeemPrintTicket = operation('public', async (context, input: unknown) => {
  const { ticket, waybillId } = parseInput(redeemRequest, input);
  const hash = hashOf(ticket);
  return withActor(context.em, null, async (tx) => {
    const [redeemed] = await tx.execute<RedeemedTicket[]>(
      `update print_ticket set used_at = now()
        where ticket_hash = ? and used_at is null and expires_at > now()
        returning waybill_id as "waybillId", member_id as "memberId"`,
      [hash],
    );
    if (!redeemed) {
      const [known] = await tx.execute<{ used: boolean }[]>(
        `select used_at is not null as used from print_ticket where ticket_hash = ?`,
        [hash],
      );
      if (!known) throw notFound(PRINT_MESSAGES.ticketNotFound);
      throw new AppError('CONFLICT', known.used ? PRINT_MESSAGES.ticketUsed : PRINT_MESSAGES.ticketExpired);
    }
    if (waybillId && waybillId !== redeemed.waybillId)
      throw new AppError('CONFLICT', PRINT_MESSAGES.ticketOtherWaybill, 'waybillId');
    await tx.execute(`select set_config('app.member_id', ?, true)`, [String(redeemed.memberId)]);
    return logPrint(tx, redeemed.waybillId, redeemed.memberId, 'program', publicUrlOf(context));
  });
});

/** Whether the print program has fetched a ticket's labels yet: pending, used or expired. */
export const printTicketStatus = operation(
  { area: 'transports', level: 'read' },
  async (context, ticketInput: unknown): Promise<string> => {
    const ticket = parseInput(ticketText, ticketInput);
    const [row] = await context.em.execute<{ status: string }[]>(
      `select case when used_at is not null then 'used' when expires_at <= now() then 'expired' else 'pending' end
              as status
         from print_ticket where ticket_hash = ? and member_id = ?`,
      [hashOf(ticket), context.caller!.memberId],
    );
    if (!row) throw notFound(PRINT_MESSAGES.ticketNotFound);
    return row.status;
  },
);

/** The browser's own print (no print program): logged like the program's, then the labels. */
export const printInBrowser = operation(
  { area: 'transports', level: 'write' },
  async (context, input: unknown): Promise<WaybillPrintData> => {
    const { waybillId, reprint } = parseInput(printRequest, input);
    const memberId = context.caller!.memberId;
    return withActor(context.em, context.caller.memberId, async (tx) => {
      assertPrintable(await readWaybill(tx, waybillId), reprint);
      return logPrint(tx, waybillId, memberId, 'browser', publicUrlOf(context));
    });
  },
);

/** Every print of a range, newest first, with who printed it. */
export const listPrintLogs = operation(
  { area: 'transports', level: 'read' },
  async (context, waybillIdInput: unknown): Promise<WaybillPrintLog[]> => {
    const waybillId = parseInput(waybillIdSchema, waybillIdInput);
    await readWaybill(context.em, waybillId, true);
    const rows = await context.em.execute<
      (Omit<WaybillPrintLog, 'printedAt'> & { printedAt: string | Date })[]
    >(
      `select p.print_log_id::text as "printLogId", p.waybill_id as "waybillId", p.member_id as "memberId",
              m.name as "memberNm", p.channel, p.printed_at as "printedAt"
         from print_log p join member m on m.member_id = p.member_id
        where p.waybill_id = ? order by p.printed_at desc, p.print_log_id desc`,
      [waybillId],
    );
    return rows.map((row) => ({ ...row, printedAt: new Date(row.printedAt) }));
  },
);
