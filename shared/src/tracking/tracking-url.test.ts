import { trackingUrl } from './tracking-url';

describe('trackingUrl', () => {
  it('joins the public address and the digits of the number', () => {
    expect(trackingUrl('https://parcel.example.kr', '123-4567-8901')).toBe(
      'https://parcel.example.kr/track/12345678901',
    );
  });

  it('drops trailing slashes of the public address', () => {
    expect(trackingUrl('https://parcel.example.kr/app//', '12345678901')).toBe(
      'https://parcel.example.kr/app/track/12345678901',
    );
  });
});
