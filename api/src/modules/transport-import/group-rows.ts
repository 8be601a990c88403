// How rows become transports (IMPORT_GROUPING_RULE): rows of the same sender company, reception
// date and charge form one transport; within it, rows of the same receiver form one receiver with
// a goods line each. A transport takes at most MAX_RECEIVERS receivers and a receiver at most
// MAX_LINES_PER_RECEIVER lines (the editor's limits): beyond, the next ones start a new transport
// (or receiver) in file order. Everything keeps file order. Pure.
import { MAX_LINES_PER_RECEIVER, MAX_RECEIVERS } from '@parcel/shared/forms/transport-form';

/** A row that can be grouped: its keys (see CheckedRow). */
export interface GroupableRow {
  rowNo: number;
  transportKey: string;
  receiverKey: string;
}

/** One transport of an import: its receivers, each with the rows of its goods lines. */
export interface ImportTransport {
  /** 1-based, in the order of each transport's first row. */
  transportNo: number;
  receivers: { rowNos: number[] }[];
}

/** The transports the rows form, in file order; rows are taken in the order given. */
export function groupRows(rows: readonly GroupableRow[]): ImportTransport[] {
  const groups = new Map<string, Map<string, number[][]>>();
  for (const row of rows) {
    let receivers = groups.get(row.transportKey);
    if (!receivers) groups.set(row.transportKey, (receivers = new Map()));
    const slots = receivers.get(row.receiverKey);
    const last = slots?.at(-1);
    if (last && last.length < MAX_LINES_PER_RECEIVER) last.push(row.rowNo);
    else if (slots) slots.push([row.rowNo]);
    else receivers.set(row.receiverKey, [[row.rowNo]]);
  }
  const transports: ImportTransport[] = [];
  for (const receivers of groups.values()) {
    // A receiver's further slots follow their first in file order (by their first row).
    const slots = [...receivers.values()].flat().sort((a, b) => a[0]! - b[0]!);
    for (let start = 0; start < slots.length; start += MAX_RECEIVERS)
      transports.push({
        transportNo: transports.length + 1,
        receivers: slots.slice(start, start + MAX_RECEIVERS).map((rowNos) => ({ rowNos })),
      });
  }
  return transports;
}

/** Each row's transport number. */
export function transportNoOf(transports: readonly ImportTransport[]): Map<number, number> {
  const numbers = new Map<number, number>();
  for (const transport of transports)
    for (const receiver of transport.receivers)
      for (const rowNo of receiver.rowNos) numbers.set(rowNo, transport.transportNo);
  return numbers;
}
