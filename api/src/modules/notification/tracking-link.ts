// The tracking link of a waybill number. Replaced by the tracking module's trackingUrl once it lands.
export function trackingLink(publicUrl: string, waybillNo: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/tracking/${encodeURIComponent(waybillNo)}`;
}
