// 재계산: one company row of an invoice computed again after a late correction, with the reason
// kept beside the figures it replaced. The web dialog, the API (recalculateInvoiceCompany) and the
// tests use it.
import { maxLengthMessage, requiredMessage } from '../validation/messages';
import { z } from 'zod';
import { field, orderedForm } from './ordered-form';

export const RECALCULATION_REASON_LABEL = '재계산 사유';
/** The database's limit too (bill_history_detail_version_reason). */
export const RECALCULATION_REASON_MAX = 500;

/** Why a generation kept a version: the run's own words, as a member's reason would be. */
export const GENERATION_VERSION_REASON = '청구서 생성';
export const REGENERATION_VERSION_REASON = '청구 규칙 변경에 따른 재생성';

export const RECALCULATION_MESSAGES = {
  reasonRequired: requiredMessage(RECALCULATION_REASON_LABEL),
  reasonTooLong: maxLengthMessage(RECALCULATION_REASON_LABEL, RECALCULATION_REASON_MAX),
  /** A closed invoice's recalculation refused, as its regeneration is. */
  closed: (title: string) =>
    `${title}는 다시 계산할 수 없습니다. 관리자가 마감을 해제한 뒤 다시 계산해주세요.`,
  /** Why the screen's 재계산 is disabled on a closed invoice (the server would answer `closed`, 409). */
  closedInvoice: '마감된 청구서는 재계산할 수 없습니다. 관리자가 마감을 해제한 뒤 다시 계산해주세요.',
  /** The company is no longer billed on the invoice (a group member now, another supplier ...). */
  notBilled: '이 업체는 더 이상 이 청구서에 청구되지 않습니다. 청구서를 다시 생성하면 업체 행이 정리됩니다.',
} as const;

/** The reason: required (blank counts as none), at most 500 characters. */
export const recalculationReasonSchema = z
  .string({ error: RECALCULATION_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: RECALCULATION_MESSAGES.reasonRequired })
  .max(RECALCULATION_REASON_MAX, { error: RECALCULATION_MESSAGES.reasonTooLong });

export const recalculationFormSchema = orderedForm([field('reason', recalculationReasonSchema)]);
