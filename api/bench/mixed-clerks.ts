// The mixed run's writers: clerks saving transports through the app's own routes, each a write every
// few seconds: new transports from the editor (small and large), edits of their own transports (a
// charge change, a line added and one removed), a goods line or a receiver deleted, and spreadsheet
// imports. Each keeps the shape of the transports it saved, checked at every load and after the run.
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Client } from 'pg';
import type { AppServer } from './bench-targets';
import { describeFailure, type TimedAnswer, type TimingLog, timedFetch } from './client-timings';
import type { ClerkParties, WaybillNumbers } from './clerk-setup';
import {
  EDITOR_TRANSPORT_QUERY,
  type EditorTransport,
  loadedTransport,
  newTransport,
  SAVE_TRANSPORT_MUTATION,
  saveInputOf,
  type StoredTransport,
  type TypedLine,
  withCharge,
  withLineAddedAndRemoved,
} from './editor-saves';
import { importWorkbook } from './import-run';

/** The sizes of the editor's new transports: receivers, and goods lines each. */
const SMALL = { receivers: 2, lines: 2 };
const LARGE = { receivers: 20, lines: 5 };
/** The rows of a clerk's spreadsheet import (five lines a receiver, all received today). */
export const IMPORT_ROWS_PER_WRITE = 100;

/** The kinds of write, as the report names them. */
export const WRITE_KINDS = {
  new: `new transport, ${SMALL.receivers} receivers x ${SMALL.lines} lines (editor save, GraphQL)`,
  large: `new transport, ${LARGE.receivers} receivers x ${LARGE.lines} lines (editor save, GraphQL)`,
  charge: 'charge changed, lines repriced (editor save of a loaded transport)',
  lines: 'a line added, one removed (editor save of a loaded transport)',
  deleteLine: 'goods line deleted (REST shipment-delete)',
  deleteReceiver: 'receiver deleted with its lines (REST receiver-delete)',
  importUpload: `import of ${IMPORT_ROWS_PER_WRITE} rows: upload, read and checked (REST)`,
  importCommit: `import of ${IMPORT_ROWS_PER_WRITE} rows: commit (GraphQL)`,
} as const;
export type WriteKind = keyof typeof WRITE_KINDS;

/** The editor's load of a transport before an edit or a delete: timed with the readers' screens. */
export const EDITOR_LOAD = { key: 'editor-load/graphql', title: 'transport editor, a transport loaded' };

type Step = 'new' | 'large' | 'charge' | 'lines' | 'deleteLine' | 'deleteReceiver' | 'import';
/** A clerk's round of ten writes. Clerk i starts at step i, so every kind is under way from the start. */
const ROUND: Step[] = [
  'new',
  'charge',
  'lines',
  'deleteLine',
  'new',
  'large',
  'charge',
  'deleteReceiver',
  'new',
  'import',
];

/** The round in words: how many of each write. */
export function describeRound(): string {
  const steps: Record<Step, string> = {
    new: `new ${SMALL.receivers}x${SMALL.lines}`,
    large: `new ${LARGE.receivers}x${LARGE.lines}`,
    charge: 'charge change',
    lines: 'line added and removed',
    deleteLine: 'line delete',
    deleteReceiver: 'receiver delete',
    import: `import of ${IMPORT_ROWS_PER_WRITE} rows`,
  };
  const counts = new Map<Step, number>();
  for (const step of ROUND) counts.set(step, (counts.get(step) ?? 0) + 1);
  return [...counts].map(([step, count]) => `${count} ${steps[step]}`).join(', ');
}

const COMMIT_IMPORT_MUTATION = `mutation CommitTransportImport($id: Int!) {
  commitTransportImport(id: $id) { id status transportCount } }`;

/** A transport a clerk saved: its number and its receivers' goods line counts, in order, as saved. */
export interface ClerkTransport {
  id: number;
  lines: number[];
}

/** What the clerks share: where to send, whom with, their numbers, and where their times go. */
export interface ClerkContext {
  servers: AppServer;
  parties: ClerkParties;
  waybills: WaybillNumbers;
  log: TimingLog;
  /** Transports found not as their clerk saved them, described. */
  mismatches: string[];
}

const sameLines = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => n === b[i]);

export class Clerk {
  /** The live transports this clerk saved and may edit. */
  readonly transports: ClerkTransport[] = [];
  private step: number;
  /** Where `pick` goes on in the transports, and the next receiver company and charge. */
  private pickTurn = 0;
  private nextReceiver: number;
  private chargeTurn = 0;
  private lineNumber = 0;

  constructor(
    private readonly index: number,
    private readonly context: ClerkContext,
  ) {
    this.step = index;
    this.nextReceiver = index * 7;
  }

  private get sender() {
    return this.context.parties.senders[this.index]!;
  }

  /** The first transport, saved before the run and not timed, so that edits have one from the start. */
  async prepare(): Promise<void> {
    const transport = this.newTransport(SMALL);
    const answer = await this.graphql(SAVE_TRANSPORT_MUTATION, { input: saveInputOf(transport) });
    if (answer.error)
      throw new Error(`clerk ${this.index + 1} could not save a transport: ${describeFailure(answer.error)}`);
    this.keep(answer, SMALL);
  }

  /** The clerk's next write of its round. */
  async write(): Promise<void> {
    const step = ROUND[this.step++ % ROUND.length]!;
    if (step === 'new' || step === 'large') return this.saveNew(step);
    if (step === 'import') return this.importRows();
    const own = this.pick(
      step === 'deleteLine'
        ? (transport) => transport.lines.some((lines) => lines > 1)
        : step === 'deleteReceiver'
          ? (transport) => transport.lines.length > 1
          : () => true,
    );
    // None left to edit that way (its earlier writes failed): a new transport instead.
    if (!own) return this.saveNew('new');
    const loaded = await this.load(own);
    if (!loaded) return;
    if (step === 'charge') return this.changeCharge(own, loaded);
    if (step === 'lines') return this.addAndRemoveLine(own, loaded);
    return step === 'deleteLine' ? this.deleteLine(own, loaded) : this.deleteReceiver(own, loaded);
  }

  private async saveNew(kind: 'new' | 'large'): Promise<void> {
    const size = kind === 'new' ? SMALL : LARGE;
    const answer = await this.save(kind, this.newTransport(size));
    if (!answer.error) this.keep(answer, size);
  }

  private newTransport(size: typeof SMALL): EditorTransport {
    const { receivers } = this.context.parties;
    const picked = Array.from(
      { length: size.receivers },
      () => receivers[this.nextReceiver++ % receivers.length]!,
    );
    // Prepaid and collect by turns: the payer, and so the billing, differs.
    const chargeCd = this.chargeTurn++ % 2 ? 'CH002' : 'CH001';
    return newTransport(this.sender, chargeCd, picked, () =>
      Array.from({ length: size.lines }, () => this.typedLine()),
    );
  }

  private keep(answer: TimedAnswer, size: typeof SMALL): void {
    const { senderTransportId } = (answer.body as { data: { saveTransport: { senderTransportId: number } } })
      .data.saveTransport;
    this.transports.push({
      id: senderTransportId,
      lines: Array.from({ length: size.receivers }, () => size.lines),
    });
  }

  /** A goods line as a clerk types it: a kind, a scanned waybill number, a few pieces. */
  private typedLine(): TypedLine {
    const { kinds } = this.context.parties;
    const line = this.lineNumber++;
    return {
      kindCd: kinds[line % kinds.length]!,
      waybillNo: String(this.context.waybills.take()),
      qty: 1 + (line % 5),
    };
  }

  /** The next of its transports that `fits`, in turn. */
  private pick(fits: (transport: ClerkTransport) => boolean): ClerkTransport | undefined {
    const count = this.transports.length;
    for (let i = 0; i < count; i += 1) {
      const transport = this.transports[(this.pickTurn + i) % count]!;
      if (fits(transport)) {
        this.pickTurn += i + 1;
        return transport;
      }
    }
    return undefined;
  }

  /** Forgets a transport whose write failed: what it holds now is unknown. */
  private drop(own: ClerkTransport): void {
    this.transports.splice(this.transports.indexOf(own), 1);
  }

  /** The editor's load, at the version the next save sends; checks the transport is as saved. */
  private async load(own: ClerkTransport): Promise<EditorTransport | null> {
    const answer = await this.graphql(EDITOR_TRANSPORT_QUERY, { id: own.id });
    this.context.log.record(EDITOR_LOAD.key, answer);
    if (answer.error) {
      this.drop(own);
      return null;
    }
    const stored = (answer.body as { data: { transport: StoredTransport } }).data.transport;
    const lines = stored.receivers.map((receiver) => receiver.shipments.length);
    if (!sameLines(lines, own.lines)) {
      this.context.mismatches.push(
        `transport ${own.id} loaded with lines ${JSON.stringify(lines)}, saved ${JSON.stringify(own.lines)}`,
      );
      this.drop(own);
      return null;
    }
    return loadedTransport(stored);
  }

  private async changeCharge(own: ClerkTransport, loaded: EditorTransport): Promise<void> {
    const chargeCd = loaded.sender.chargeCd === 'CH001' ? 'CH002' : 'CH001';
    const answer = await this.save('charge', withCharge(loaded, chargeCd));
    if (answer.error) this.drop(own);
  }

  private async addAndRemoveLine(own: ClerkTransport, loaded: EditorTransport): Promise<void> {
    const { transport, removed } = withLineAddedAndRemoved(loaded, this.typedLine());
    const answer = await this.save('lines', transport);
    if (answer.error) return this.drop(own);
    own.lines[0]! += 1;
    if (removed) own.lines[own.lines.length - 1]! -= 1;
  }

  private async deleteLine(own: ClerkTransport, loaded: EditorTransport): Promise<void> {
    const r = loaded.receivers.findIndex((receiver) => receiver.shipments.length > 1);
    const line = loaded.receivers[r]!.shipments.at(-1)!;
    const answer = await this.rest('DELETE', `/api/transport/shipment-delete/${line.shipmentId}`);
    this.context.log.record('deleteLine', answer);
    if (answer.error) return this.drop(own);
    own.lines[r]! -= 1;
  }

  private async deleteReceiver(own: ClerkTransport, loaded: EditorTransport): Promise<void> {
    const receiver = loaded.receivers.at(-1)!;
    const answer = await this.rest(
      'DELETE',
      `/api/transport/receiver-delete/${receiver.receiverTransportId}`,
    );
    this.context.log.record('deleteReceiver', answer);
    if (answer.error) return this.drop(own);
    own.lines.pop();
  }

  /** A spreadsheet of today's parcels uploaded for its sender company, then committed, as the import screen does. */
  private async importRows(): Promise<void> {
    const firstWaybill = this.context.waybills.take(IMPORT_ROWS_PER_WRITE);
    const file = await importWorkbook(IMPORT_ROWS_PER_WRITE, firstWaybill, seoulToday(), 1);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'clerk-import.xlsx');
    form.append('senderCompanyId', String(this.sender.companyId));
    const upload = await this.rest('POST', '/api/transport/import', form);
    const preview = upload.body as { id?: number; problemRowCount?: number };
    const problems = upload.error ? 0 : (preview.problemRowCount ?? 0);
    this.context.log.record(
      'importUpload',
      problems
        ? {
            ...upload,
            error: { kind: 'rows with problems', detail: `${problems} of ${IMPORT_ROWS_PER_WRITE}` },
          }
        : upload,
    );
    if (upload.error || problems) return;
    this.context.log.record('importCommit', await this.graphql(COMMIT_IMPORT_MUTATION, { id: preview.id }));
  }

  private async save(kind: WriteKind, transport: EditorTransport): Promise<TimedAnswer> {
    const answer = await this.graphql(SAVE_TRANSPORT_MUTATION, { input: saveInputOf(transport) });
    this.context.log.record(kind, answer);
    return answer;
  }

  private graphql(query: string, variables: Record<string, unknown>): Promise<TimedAnswer> {
    const { servers } = this.context;
    return timedFetch(`${servers.appUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${servers.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  }

  private rest(method: 'POST' | 'DELETE', path: string, body?: FormData): Promise<TimedAnswer> {
    const { servers } = this.context;
    return timedFetch(`${servers.appUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${servers.token}` },
      body,
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Each clerk writes every `intervalMs` from `start` (performance.now()), the clerks spread evenly
 * over an interval, until `until`, and at least once, so that a short run makes every kind of write
 * (clerk i starts at step i of its round); a write that takes longer than the interval delays the
 * next one.
 */
export async function runClerks(
  clerks: Clerk[],
  intervalMs: number,
  start: number,
  until: number,
): Promise<void> {
  await Promise.all(
    clerks.map(async (clerk, i) => {
      let at = start + (i * intervalMs) / clerks.length;
      do {
        await sleep(at - performance.now());
        await clerk.write();
        at = Math.max(at + intervalMs, performance.now());
      } while (at < until);
    }),
  );
}

/** The clerks' transports whose receivers and lines in the database are not as the clerks saved them. */
export async function transportsNotAsSaved(client: Client, clerks: Clerk[]): Promise<string[]> {
  const saved = clerks.flatMap((clerk) => clerk.transports);
  const { rows } = await client.query<{ id: number; lines: number[] }>(
    `select ts.sender_transport_id as id,
            coalesce(array_agg((select count(*) from shipment s where s.receiver_transport_id = tr.receiver_transport_id)::int
                       order by tr.sort_order, tr.receiver_transport_id)
                     filter (where tr.receiver_transport_id is not null), '{}') as lines
       from transport_sender ts
       left join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
      where ts.sender_transport_id = any($1::int[]) and ts.del_yn = 'N'
      group by ts.sender_transport_id`,
    [saved.map((transport) => transport.id)],
  );
  const stored = new Map(rows.map((row) => [row.id, row.lines]));
  return saved
    .filter((transport) => !sameLines(stored.get(transport.id) ?? [], transport.lines))
    .map(
      (transport) =>
        `transport ${transport.id} holds lines ${JSON.stringify(stored.get(transport.id) ?? null)}, saved ${JSON.stringify(transport.lines)}`,
    );
}
