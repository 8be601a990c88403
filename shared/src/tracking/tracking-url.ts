import { toDigits } from '../validation/digits';

/**
 * The public tracking page of a waybill number (배송 조회): `<publicUrl>/track/<digits>`. The QR
 * code on every label encodes it, and delivery notifications link to it. A trailing slash of the
 * server's PUBLIC_URL is dropped; hyphens of a formatted number too.
 */
export function trackingUrl(publicUrl: string, waybillNo: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/track/${toDigits(waybillNo)}`;
}
