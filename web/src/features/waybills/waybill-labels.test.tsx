import { render, screen, waitFor } from '@testing-library/react';
import { WaybillLabels } from './waybill-labels';

describe('WaybillLabels', () => {
  it('draws each label’s QR code of its tracking page beside the barcode', async () => {
    render(
      <WaybillLabels
        senderCompanyNm="보내는상사"
        receiverCompanyNm={null}
        chargeNm="선불"
        labels={[
          {
            waybillNo: '12345678901',
            formattedNo: '123-4567-8901',
            trackingUrl: 'https://parcel.example.kr/track/12345678901',
          },
          {
            waybillNo: '12345678902',
            formattedNo: '123-4567-8902',
            trackingUrl: 'https://parcel.example.kr/track/12345678902',
          },
        ]}
      />,
    );
    const qr = screen.getByRole('img', { name: '배송 조회 QR 코드 123-4567-8902' });
    expect(qr).toHaveAttribute('data-tracking-url', 'https://parcel.example.kr/track/12345678902');
    await waitFor(() => expect(qr.querySelector('svg path')).not.toBeNull());
    expect(qr).toHaveAttribute('data-drawn', 'true');
    expect(screen.getByRole('img', { name: '바코드 12345678902' }).querySelector('svg')).not.toBeNull();
  });
});
