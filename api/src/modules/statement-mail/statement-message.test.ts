import type { CompanyStatement } from '../bill-print/statement.types';
import { attachmentNameOf, statementMessage } from './statement-message';

const statement = (companyNm: string): CompanyStatement =>
  ({
    year: 2026,
    month: 10,
    billCd: '30',
    billCompanyInfo: {
      billCompanyNm: '(주)대구물류',
      billTelNo: '0531112222',
      billEmail: 'bill@supplier.example',
      billAccountInfo: '대구은행 508-12-345678-901 (예금주: 공급자)',
    },
    companyInfo: { companyNm, startDate: '2026-10-01', endDate: '2026-10-31' },
    amounts: {
      totAmount: 38_512,
      communicationFee: 30_005,
      communicationFeeVat: 3_001,
      untpc: 5_005,
      untpcVat: 501,
      weightUntpc: 0,
      weightUntpcVat: 0,
    },
  }) as unknown as CompanyStatement;

describe('the statement mail', () => {
  it('names the supplier and month in the subject, the company and month in the file name', () => {
    const message = statementMessage(statement('가나상사'));
    expect(message.subject).toBe('[(주)대구물류] 2026년 10월 거래명세서');
    expect(message.attachmentName).toBe('거래명세서_가나상사_2026-10.xlsx');
  });

  it.each([
    ['A/B 상사', '거래명세서_A_B 상사_2026-03.xlsx'],
    ['상사 <특>', '거래명세서_상사 _특__2026-03.xlsx'],
    ['콜론:별*물음?', '거래명세서_콜론_별_물음__2026-03.xlsx'],
    ['탭\t줄\n바꿈', '거래명세서_탭_줄_바꿈_2026-03.xlsx'],
  ])('file name of %j: %s (nothing a file system or mail program refuses)', (name, expected) => {
    expect(attachmentNameOf(name, 2026, 3)).toBe(expected);
  });

  it('says the period and every section with its VAT and the total, in text and HTML', () => {
    const { text, html } = statementMessage(statement('가나상사'));
    expect(text.split('\r\n')).toEqual(
      expect.arrayContaining([
        '가나상사 귀하',
        '청구 기간: 2026-10-01 ~ 2026-10-31 (청구 기준일 말일)',
        '기본료: 30,005원 (부가세 3,001원)',
        '택배: 5,005원 (부가세 501원)',
        '통신: 0원 (부가세 0원)',
        '합계: 38,512원 (부가세 포함)',
        '입금 계좌: 대구은행 508-12-345678-901 (예금주: 공급자)',
        '문의: (주)대구물류 / 053-111-2222 / bill@supplier.example',
      ]),
    );
    expect(html).toContain('<strong>38,512원</strong></td>');
    expect(html).toContain('<strong>3,502원</strong></td>');
  });

  it('escapes names in the HTML body', () => {
    const { html } = statementMessage(statement('<script>alert("x")</script> & 상사'));
    expect(html).toContain('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 상사 귀하</p>');
    expect(html).not.toContain('<script>');
  });
});
