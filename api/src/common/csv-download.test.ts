import { PassThrough } from 'node:stream';
import { csvDownload, csvField, neutralisedText } from './csv-download';
import { MAX_EXPORT_ROWS } from './spreadsheet';

describe('formula injection in a .csv', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+1', "'+1+1"],
    ['-2', "'-2"],
    ['@SUM(1,1)', `"'@SUM(1,1)"`],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('writes the text %j with a leading apostrophe: %j', (text, field) => {
    expect(csvField('text', text)).toBe(field);
  });

  it('leaves text that cannot start a formula as it is, quoting only what RFC 4180 needs', () => {
    expect(csvField('text', '가나 상사')).toBe('가나 상사');
    expect(csvField('text', '1+1')).toBe('1+1');
    expect(csvField('text', 'a=b, "c"')).toBe('"a=b, ""c"""');
    expect(csvField('text', '메모\n둘째 줄')).toBe('"메모\n둘째 줄"');
  });

  it('keeps numbers numbers, negative amounts too, and writes dates as Seoul days', () => {
    expect(csvField('won', -1_500)).toBe('-1500');
    expect(csvField('integer', '42')).toBe('42');
    expect(csvField('won', 'not a number')).toBe('');
    expect(csvField('date', new Date('2026-03-01T15:30:00Z'))).toBe('2026-03-02');
    expect(csvField('date', '2026-03-01')).toBe('2026-03-01');
    expect(csvField('text', null)).toBe('');
  });

  it('formats phone and business numbers before neutralising them', () => {
    expect(csvField('phone', '0531112222')).toBe('053-111-2222');
    expect(csvField('bizNo', '1018212345')).toBe('101-82-12345');
    expect(neutralisedText('-')).toBe("'-");
  });
});

describe('csvDownload', () => {
  interface Row {
    name: string;
    amount: number;
  }
  const columns = [
    { header: '업체명', value: (row: Row) => row.name },
    { header: '금액', value: (row: Row) => row.amount, kind: 'won' as const },
  ];

  it('writes a UTF-8 file with a BOM, a header line and CRLF line ends', async () => {
    const download = csvDownload('목록.csv', columns, [
      { name: '=1+1', amount: -3 },
      { name: '가나', amount: 1_000 },
    ]);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await download.write(out);
    expect(download.contentType).toBe('text/csv; charset=utf-8');
    expect(Buffer.concat(chunks).toString('utf8')).toBe("\uFEFF업체명,금액\r\n'=1+1,-3\r\n가나,1000\r\n");
  });

  it('refuses more rows than an export may hold', () => {
    const rows = Array.from({ length: MAX_EXPORT_ROWS + 1 }, () => ({ name: '가', amount: 1 }));
    expect(() => csvDownload('목록.csv', columns, rows)).toThrow(/50,000/);
  });
});
