import { MAX_LINES_PER_RECEIVER, MAX_RECEIVERS } from '@parcel/shared/forms/transport-form';
import { groupRows, transportNoOf, type GroupableRow } from './group-rows';

const row = (rowNo: number, transportKey: string, receiverKey: string): GroupableRow => ({
  rowNo,
  transportKey,
  receiverKey,
});

describe('groupRows', () => {
  it('makes a transport per sender, date and charge, and a receiver per receiver, in file order', () => {
    const transports = groupRows([
      row(2, 'A|2026-11-25|CH001', 'kim'),
      row(3, 'B|2026-11-25|CH001', 'kim'),
      row(4, 'A|2026-11-25|CH001', 'lee'),
      row(5, 'A|2026-11-25|CH001', 'kim'),
      row(6, 'A|2026-11-26|CH001', 'kim'),
      row(7, 'A|2026-11-25|CH002', 'kim'),
    ]);
    expect(transports).toEqual([
      { transportNo: 1, receivers: [{ rowNos: [2, 5] }, { rowNos: [4] }] },
      { transportNo: 2, receivers: [{ rowNos: [3] }] },
      { transportNo: 3, receivers: [{ rowNos: [6] }] },
      { transportNo: 4, receivers: [{ rowNos: [7] }] },
    ]);
    expect([...transportNoOf(transports)].sort(([a], [b]) => a - b)).toEqual([
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 1],
      [6, 3],
      [7, 4],
    ]);
  });

  it(`splits a transport of more than ${MAX_RECEIVERS} receivers into transports of ${MAX_RECEIVERS}, in file order`, () => {
    const rows = Array.from({ length: MAX_RECEIVERS * 2 + 1 }, (_, i) => row(i + 2, 'A', `r${i}`));
    // The first receiver gets a second line at the end: it stays in the first transport.
    rows.push(row(1000, 'A', 'r0'));
    const transports = groupRows(rows);
    expect(transports.map((transport) => transport.receivers.length)).toEqual([
      MAX_RECEIVERS,
      MAX_RECEIVERS,
      1,
    ]);
    expect(transports[0]!.receivers[0]).toEqual({ rowNos: [2, 1000] });
    expect(transports[1]!.receivers[0]).toEqual({ rowNos: [MAX_RECEIVERS + 2] });
    expect(transports[2]!.receivers[0]).toEqual({ rowNos: [MAX_RECEIVERS * 2 + 2] });
  });

  it(`gives a receiver at most ${MAX_LINES_PER_RECEIVER} lines: the next start a receiver of their own`, () => {
    const rows = [
      row(2, 'A', 'kim'),
      row(3, 'A', 'lee'),
      ...Array.from({ length: MAX_LINES_PER_RECEIVER + 1 }, (_, i) => row(i + 4, 'A', 'kim')),
    ];
    const [transport, ...more] = groupRows(rows);
    expect(more).toEqual([]);
    expect(transport!.receivers.map((receiver) => receiver.rowNos.length)).toEqual([
      MAX_LINES_PER_RECEIVER,
      1,
      2,
    ]);
  });
});
