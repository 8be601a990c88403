// The statement mail's words: subject, a short text and HTML body with the invoice row's totals, and
// the attachment's file name. Built from the same statement the attachment shows, so they agree.
import { BILL_STANDARD_DAY_LABELS, type BillStandardDay } from '@parcel/shared/codes';
import { wonText } from '@parcel/shared/money';
import { formatPhone } from '@parcel/shared/validation';
import type { CompanyStatement } from '../bill-print/statement.types';

export interface StatementMessage {
  subject: string;
  text: string;
  html: string;
  /** `거래명세서_<company>_<yyyy-mm>.xlsx` (nodemailer encodes the Korean name per RFC 2231). */
  /** The .xlsx's name; the PDF's is the same with .pdf. */
  attachmentName: string;
  pdfAttachmentName: string;
}

/** Characters no file system or mail program takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

export const attachmentNameOf = (
  companyNm: string,
  year: number,
  month: number,
  extension: 'xlsx' | 'pdf' = 'xlsx',
): string =>
  `거래명세서_${companyNm.replace(UNSAFE_IN_FILE_NAME, '_').trim()}_${year}-${String(month).padStart(2, '0')}.${extension}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** `2026년 10월 거래명세서`. */
const mailTitle = (statement: Pick<CompanyStatement, 'year' | 'month'>): string =>
  `${statement.year}년 ${statement.month}월 거래명세서`;

/** The mail of a company's statement. */
export function statementMessage(statement: CompanyStatement): StatementMessage {
  const { billCompanyInfo: supplier, companyInfo: company, amounts } = statement;
  const attachmentName = attachmentNameOf(company.companyNm, statement.year, statement.month);
  const billingDay = BILL_STANDARD_DAY_LABELS[statement.billCd as BillStandardDay] ?? statement.billCd;
  const period = `${company.startDate} ~ ${company.endDate} (청구 기준일 ${billingDay})`;
  const sections: [string, number, number][] = [
    ['기본료', amounts.communicationFee, amounts.communicationFeeVat],
    ['택배', amounts.untpc, amounts.untpcVat],
    ['통신', amounts.weightUntpc, amounts.weightUntpcVat],
  ];
  const contact = [supplier.billCompanyNm, formatPhone(supplier.billTelNo), supplier.billEmail]
    .filter((part) => part)
    .join(' / ');
  const intro = `${supplier.billCompanyNm}에서 ${statement.year}년 ${statement.month}월 거래명세서를 보내드립니다.`;
  const closing = `자세한 내역은 첨부한 거래명세서(${attachmentName})를 확인해 주세요.`;

  const text = [
    `${company.companyNm} 귀하`,
    '',
    intro,
    `청구 기간: ${period}`,
    '',
    ...sections.map(([label, amount, vat]) => `${label}: ${wonText(amount)} (부가세 ${wonText(vat)})`),
    `합계: ${wonText(amounts.totAmount)} (부가세 포함)`,
    '',
    `입금 계좌: ${supplier.billAccountInfo}`,
    closing,
    '',
    `문의: ${contact}`,
    '',
  ].join('\r\n');

  const cell = 'style="padding:4px 12px;border:1px solid #ccc"';
  const amountCell = 'style="padding:4px 12px;border:1px solid #ccc;text-align:right"';
  const row = (label: string, amount: string, vat: string, strong = false) => {
    const wrap = (content: string) => (strong ? `<strong>${content}</strong>` : content);
    return `<tr><th scope="row" ${cell}>${wrap(label)}</th><td ${amountCell}>${wrap(amount)}</td><td ${amountCell}>${wrap(vat)}</td></tr>`;
  };
  const vatTotal = amounts.communicationFeeVat + amounts.untpcVat + amounts.weightUntpcVat;
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(mailTitle(statement))}</title></head>
<body style="font-family:sans-serif;font-size:14px;color:#222">
<p>${escapeHtml(company.companyNm)} 귀하</p>
<p>${escapeHtml(intro)}<br>청구 기간: ${escapeHtml(period)}</p>
<table style="border-collapse:collapse">
<thead><tr><th scope="col" ${cell}>구분</th><th scope="col" ${cell}>금액</th><th scope="col" ${cell}>부가세</th></tr></thead>
<tbody>
${sections.map(([label, amount, vat]) => row(label, wonText(amount), wonText(vat))).join('\n')}
${row('합계 (부가세 포함)', wonText(amounts.totAmount), wonText(vatTotal), true)}
</tbody>
</table>
<p>입금 계좌: ${escapeHtml(supplier.billAccountInfo)}<br>${escapeHtml(closing)}</p>
<p>문의: ${escapeHtml(contact)}</p>
</body></html>
`;
  return {
    subject: `[${supplier.billCompanyNm}] ${mailTitle(statement)}`,
    text,
    html,
    attachmentName,
    pdfAttachmentName: attachmentNameOf(company.companyNm, statement.year, statement.month, 'pdf'),
  };
}
