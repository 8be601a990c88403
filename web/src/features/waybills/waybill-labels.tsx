import { code128, drawingSVG } from 'bwip-js/browser';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import './waybill-labels.css';

export interface WaybillLabelData {
  waybillNo: string;
  formattedNo: string;
  /** The number's public tracking page (배송 조회), `<PUBLIC_URL>/track/<waybillNo>`: the QR code's. */
  trackingUrl: string;
}

export interface WaybillLabelsProps {
  senderCompanyNm: string;
  receiverCompanyNm: string | null;
  chargeNm: string;
  labels: readonly WaybillLabelData[];
}

/**
 * A Code 128 barcode of the digits as SVG markup (bwip-js draws it; digits only, so nothing to
 * escape). The named encoder, not toSVG: toSVG looks the symbology up at run time and so pulls all
 * hundred-odd encoders into the bundle (890 kB instead of a fraction).
 */
export function code128Svg(digits: string): string {
  return code128(
    { bcid: 'code128', text: digits, height: 12, includetext: false, paddingwidth: 2 },
    drawingSVG(),
  );
}

/**
 * A QR code of the tracking address as SVG markup (qrcode draws it: paths only, the address is
 * not in the markup). Error correction M, no quiet zone (the label's padding is one).
 */
export function trackingQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
}

/** The QR codes of the labels, drawn once per set of labels (null until drawn). */
function useTrackingQrCodes(labels: readonly WaybillLabelData[]): (string | null)[] {
  const [codes, setCodes] = useState<(string | null)[]>([]);
  useEffect(() => {
    let current = true;
    void Promise.all(labels.map((label) => trackingQrSvg(label.trackingUrl))).then((drawn) => {
      if (current) setCodes(drawn);
    });
    return () => {
      current = false;
    };
  }, [labels]);
  return codes;
}

/**
 * The labels of one print, one per waybill number: companies, charge, the QR code of the number's
 * tracking page (배송 조회), barcode and the number.
 */
export function WaybillLabels({ senderCompanyNm, receiverCompanyNm, chargeNm, labels }: WaybillLabelsProps) {
  const barcodes = useMemo(() => labels.map((label) => code128Svg(label.waybillNo)), [labels]);
  const qrCodes = useTrackingQrCodes(labels);
  return (
    <div className="waybill-label-sheet" data-testid="waybill-label-sheet">
      {labels.map((label, index) => (
        <section key={label.waybillNo} className="waybill-label" aria-label={`운송장 ${label.formattedNo}`}>
          <div className="waybill-label__top">
            <div className="waybill-label__companies">
              <div>보내는 업체: {senderCompanyNm}</div>
              <div>받는 업체: {receiverCompanyNm ?? '-'}</div>
              <div>운임: {chargeNm}</div>
            </div>
            <div
              className="waybill-label__qr"
              role="img"
              aria-label={`배송 조회 QR 코드 ${label.formattedNo}`}
              title={label.trackingUrl}
              data-tracking-url={label.trackingUrl}
              data-drawn={qrCodes[index] ? 'true' : 'false'}
              // qrcode's own SVG of the address (paths only).
              dangerouslySetInnerHTML={{ __html: qrCodes[index] ?? '' }}
            />
          </div>
          <div
            className="waybill-label__barcode"
            role="img"
            aria-label={`바코드 ${label.waybillNo}`}
            // bwip-js's own SVG of a digit string.
            dangerouslySetInnerHTML={{ __html: barcodes[index] ?? '' }}
          />
          <div className="waybill-label__number">{label.formattedNo}</div>
        </section>
      ))}
    </div>
  );
}
