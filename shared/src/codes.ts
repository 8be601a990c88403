// Fixed values the database checks and the forms offer. Code lists that staff may extend (regions,
// shipper types, ...) live in the code table instead and reach the web through the code API.

export const YES_NO = ['Y', 'N'] as const;
export type YesNo = (typeof YES_NO)[number];

/** A shipper's billing day: the 20th, or the month's end ('30'). */
export const BILL_STANDARD_DAYS = ['20', '30'] as const;
export type BillStandardDay = (typeof BILL_STANDARD_DAYS)[number];
export const BILL_STANDARD_DAY_LABELS: Record<BillStandardDay, string> = { '20': '20일', '30': '말일' };

/** Billing type: on credit (외상) or regular (정기). */
export const BILL_CHARGE_TYPES = ['CREDIT', 'REGULAR'] as const;
export type BillChargeType = (typeof BILL_CHARGE_TYPES)[number];
export const BILL_CHARGE_TYPE_LABELS: Record<BillChargeType, string> = { CREDIT: '외상', REGULAR: '정기' };
