import { code128, drawingSVG } from 'bwip-js/browser';
import { useMemo } from 'react';
import './waybill-labels.css';

export interface WaybillLabelData {
  waybillNo: string;
  formattedNo: string;
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

/** The labels of one print, one per waybill number: companies, charge, barcode and the number. */
export function WaybillLabels({ senderCompanyNm, receiverCompanyNm, chargeNm, labels }: WaybillLabelsProps) {
  const barcodes = useMemo(() => labels.map((label) => code128Svg(label.waybillNo)), [labels]);
  return (
    <div className="waybill-label-sheet" data-testid="waybill-label-sheet">
      {labels.map((label, index) => (
        <section key={label.waybillNo} className="waybill-label" aria-label={`운송장 ${label.formattedNo}`}>
          <div className="waybill-label__companies">
            <div>보내는 업체: {senderCompanyNm}</div>
            <div>받는 업체: {receiverCompanyNm ?? '-'}</div>
            <div>운임: {chargeNm}</div>
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
