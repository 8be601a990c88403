import {
  hasFinalConsonant,
  objectParticle,
  subjectParticle,
  topicParticle,
  withObject,
  withSubject,
  withTopic,
} from './particles';

describe('hasFinalConsonant', () => {
  it.each([
    ['업종', true],
    ['계좌번호', false],
    ['상호', false],
    ['비밀번호', false],
    ['이메일', true], // 일
    ['주소', false],
    ['은행명', true],
    ['값', true], // double final consonant
    ['ㄱ', true], // 기역
    ['ㅏ', false],
  ])('Hangul %s → %s', (word, expected) => {
    expect(hasFinalConsonant(word)).toBe(expected);
  });

  it.each([
    ['주소0', true], // 영
    ['주소1', true], // 일
    ['주소2', false], // 이
    ['주소3', true], // 삼
    ['주소4', false], // 사
    ['주소5', false], // 오
    ['주소6', true], // 육
    ['주소7', true], // 칠
    ['주소8', true], // 팔
    ['주소9', false], // 구
    ['창고10', true], // 십 (last digit 0 → 영/십, both end in a consonant)
  ])('digits by Korean reading: %s → %s', (word, expected) => {
    expect(hasFinalConsonant(word)).toBe(expected);
  });

  it.each([
    ['ID', false], // 디
    ['URL', true], // 엘
    ['PIN', true], // 엔
    ['SMS', false], // 에스
    ['CCTV', false], // 브이
    ['ERP', false], // 피
    ['DRAM', true], // 엠
    ['Mr', true], // 알, lower case too
    ['e-mail', true], // 엘
  ])('Latin letters by English name: %s → %s', (word, expected) => {
    expect(hasFinalConsonant(word)).toBe(expected);
  });

  it('ignores a trailing parenthetical', () => {
    expect(hasFinalConsonant('사업자번호(선택)')).toBe(false); // 호
    expect(hasFinalConsonant('업종 (선택)')).toBe(true); // 종
    expect(hasFinalConsonant('메모[최대 100자]')).toBe(false); // 모
    expect(hasFinalConsonant('비고 (선택) (최대 100자)')).toBe(false); // 고
    expect(hasFinalConsonant('계좌(은행)번호')).toBe(false); // 호: only a trailing group is ignored
  });

  it('ignores trailing spaces and punctuation', () => {
    expect(hasFinalConsonant('업종  ')).toBe(true);
    expect(hasFinalConsonant('상호:')).toBe(false);
    expect(hasFinalConsonant('업종(선택). ')).toBe(true);
    expect(hasFinalConsonant('업종)')).toBe(true);
    expect(hasFinalConsonant('담당자 *')).toBe(false);
  });

  it('treats an ending it cannot read as having no final consonant', () => {
    expect(hasFinalConsonant('')).toBe(false);
    expect(hasFinalConsonant('(선택)')).toBe(false);
    expect(hasFinalConsonant('金')).toBe(false);
  });
});

describe('particles', () => {
  it('chooses 은/는', () => {
    expect(topicParticle('업종')).toBe('은');
    expect(topicParticle('상호')).toBe('는');
    expect(withTopic('비밀번호')).toBe('비밀번호는');
    expect(withTopic('업종')).toBe('업종은');
    expect(withTopic('ID')).toBe('ID는');
    expect(withTopic('URL')).toBe('URL은');
    expect(withTopic('사업자번호(선택)')).toBe('사업자번호(선택)는');
  });

  it('chooses 이/가', () => {
    expect(subjectParticle('업종')).toBe('이');
    expect(subjectParticle('상호')).toBe('가');
    expect(withSubject('이메일')).toBe('이메일이');
    expect(withSubject('주소2')).toBe('주소2가');
  });

  it('chooses 을/를', () => {
    expect(objectParticle('업종')).toBe('을');
    expect(objectParticle('전화번호')).toBe('를');
    expect(withObject('계좌번호')).toBe('계좌번호를');
    expect(withObject('주소1')).toBe('주소1을');
  });
});
