import { controlCharacterMessage, findControlCharacter, hasControlCharacter } from './control-characters';

describe('control characters', () => {
  it.each([
    ['a\u0000b', true],
    ['\u0007', true],
    ['\u001b[31m', true],
    ['\u007f', true],
    ['줄 하나\n줄 둘\r\n\t들여쓰기', false],
    ['김철수 (주)대구물류 010-1234-5678', false],
    ['', false],
  ])('%j has a forbidden control character: %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });

  it('finds the path of the first offending value or key', () => {
    expect(findControlCharacter({ input: { name: 'ok', telNo: '010\u0000' } })).toBe('input.telNo');
    expect(findControlCharacter({ items: [{ memo: 'ok' }, { memo: 'x\u0001' }] })).toBe('items.1.memo');
    expect(findControlCharacter({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(findControlCharacter('\u0000')).toBe('value');
    expect(findControlCharacter({ count: 3, flag: true, none: null, list: ['a', 'b'] })).toBeNull();
  });

  it('names the field in Korean', () => {
    expect(controlCharacterMessage('userId')).toBe(
      'userId 값에 사용할 수 없는 문자(제어 문자)가 들어 있습니다.',
    );
  });
});
