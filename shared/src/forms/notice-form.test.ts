import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX, readerAudienceOf } from '../records/notice';
import { noticeFormSchema } from './notice-form';
import { checkedFields, firstProblem } from './ordered-form';

const NOTICE = {
  title: '설 연휴 배송 안내',
  body: '1월 28일부터\n30일까지 쉽니다.',
  audience: 'ALL',
  pinnedYn: 'N',
};

describe('the notice form', () => {
  it('checks title, body, audience and pinned in that order', () => {
    expect(checkedFields(noticeFormSchema)).toEqual(['title', 'body', 'audience', 'pinnedYn']);
  });

  it('keeps the body’s line breaks, trims the title and defaults audience and pinned', () => {
    expect(noticeFormSchema.parse({ title: '  안내 ', body: '첫 줄\n둘째 줄' })).toEqual({
      title: '안내',
      body: '첫 줄\n둘째 줄',
      audience: 'ALL',
      pinnedYn: 'N',
    });
    expect(noticeFormSchema.parse({ ...NOTICE, audience: 'CUSTOMER', pinnedYn: 'Y' })).toMatchObject({
      audience: 'CUSTOMER',
      pinnedYn: 'Y',
    });
  });

  it.each([
    [{ ...NOTICE, title: '' }, 'title', '제목은 필수 입력 항목입니다.'],
    [{ ...NOTICE, title: '가'.repeat(NOTICE_TITLE_MAX + 1) }, 'title', expect.stringContaining('100자')],
    [{ ...NOTICE, body: ' ' }, 'body', '내용은 필수 입력 항목입니다.'],
    [{ ...NOTICE, body: '가'.repeat(NOTICE_BODY_MAX + 1) }, 'body', expect.stringContaining('4000자')],
    [{ ...NOTICE, audience: 'STRANGERS' }, 'audience', expect.stringContaining('대상')],
    [{ ...NOTICE, pinnedYn: 'maybe' }, 'pinnedYn', expect.stringContaining('고정')],
  ])('refuses %j naming %s', (values, field, message) => {
    expect(firstProblem(noticeFormSchema, values)).toMatchObject({ field, message });
  });

  it('takes a title of exactly the limit', () => {
    expect(firstProblem(noticeFormSchema, { ...NOTICE, title: '가'.repeat(NOTICE_TITLE_MAX) })).toBeNull();
  });
});

describe('whose notices a role reads', () => {
  it('reads staff roles as staff and the customer role as customers', () => {
    for (const role of ['admin', 'member_view', 'member_delivery', 'member_pickup', 'member_all'])
      expect(readerAudienceOf(role)).toBe('STAFF');
    expect(readerAudienceOf('customer')).toBe('CUSTOMER');
  });
});
