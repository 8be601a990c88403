import { NOTIFIED_EVENT_CODES } from '@parcel/db';
import { kakaoVariables, NOTIFICATION_TEMPLATES, renderTemplate } from './notification-templates';

const variables = {
  운송장번호: '123456789012',
  배송코스: '강남 1코스',
  조회링크: 'https://parcel.example/t/123456789012',
  수신거부링크: 'https://parcel.example/api/public/notifications/opt-out?token=abc',
};

it.each(NOTIFIED_EVENT_CODES)(
  'the %s message names the waybill and always carries the tracking and opt-out links',
  (event) => {
    const text = renderTemplate(NOTIFICATION_TEMPLATES[event], variables);
    expect(text).toContain('123456789012');
    expect(text).toContain(variables.조회링크);
    expect(text).toContain(variables.수신거부링크);
    expect(text).not.toMatch(/#\{/);
  },
);

it('leaves an unknown variable as written, and gives 알림톡 its variables as #{name} keys', () => {
  expect(renderTemplate('#{운송장번호} #{없는값}', variables)).toBe('123456789012 #{없는값}');
  expect(kakaoVariables(variables)['#{배송코스}']).toBe('강남 1코스');
});
