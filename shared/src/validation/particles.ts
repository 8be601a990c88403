// Korean particles depend on whether the preceding word ends in a final consonant (받침).
// Every particle in this module goes through `hasFinalConsonant`, so labels ending in digits,
// Latin letters or a parenthetical are handled the same way in every message.

const HANGUL_FIRST = 0xac00; // 가
const HANGUL_LAST = 0xd7a3; // 힣
const JONGSEONG_COUNT = 28; // 27 final consonants + "none"
const JAMO_CONSONANT_FIRST = 0x3131; // ㄱ
const JAMO_CONSONANT_LAST = 0x314e; // ㅎ

// Korean reading of a single digit: 영 일 이 삼 사 오 육 칠 팔 구.
// Multiples of ten are read with a place word (십, 백, 천, 만) that also ends in a consonant,
// so reading the last digit alone gives the right answer for labels like "주소2" or "창고10".
const DIGIT_HAS_FINAL_CONSONANT: Readonly<Record<string, boolean>> = {
  '0': true, // 영
  '1': true, // 일
  '2': false, // 이
  '3': true, // 삼
  '4': false, // 사
  '5': false, // 오
  '6': true, // 육
  '7': true, // 칠
  '8': true, // 팔
  '9': false, // 구
};

// Latin letters are read by their English names: 엘, 엠, 엔, 알 end in a consonant; 에이, 비, 디… do not.
const LATIN_WITH_FINAL_CONSONANT = new Set(['L', 'M', 'N', 'R']);

// A trailing "(선택)", "[필수]" and the like is an annotation, not part of the word being read.
const TRAILING_BRACKETED = /[([{][^()[\]{}]*[)\]}]$/;
// Trailing spaces and punctuation, except closing brackets (those are handled as a group above).
const TRAILING_PUNCTUATION = /[^0-9A-Za-z\u3131-\u3163\uac00-\ud7a3)\]}]+$/;
const TRAILING_NON_WORD = /[^0-9A-Za-z\u3131-\u3163\uac00-\ud7a3]+$/;

/** The character whose pronunciation decides the particle, or undefined when there is none. */
function lastReadableChar(word: string): string | undefined {
  let rest = word.replace(TRAILING_PUNCTUATION, '');
  // Loop so that "비고 (선택) (최대 100자)." also reduces to "비고".
  while (TRAILING_BRACKETED.test(rest)) {
    rest = rest.replace(TRAILING_BRACKETED, '').replace(TRAILING_PUNCTUATION, '');
  }
  // Whatever is left over (an unmatched closing bracket) is not read either.
  rest = rest.replace(TRAILING_NON_WORD, '');
  return rest.length > 0 ? rest[rest.length - 1] : undefined;
}

/**
 * Whether the word, as read aloud, ends in a final consonant (받침).
 * Unknown endings (empty, other scripts) count as "no consonant", the more common form.
 */
export function hasFinalConsonant(word: string): boolean {
  const ch = lastReadableChar(word);
  if (ch === undefined) return false;
  const code = ch.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    return (code - HANGUL_FIRST) % JONGSEONG_COUNT !== 0;
  }
  // A bare consonant letter is read by its name (기역, 니은, …), which always ends in a consonant.
  if (code >= JAMO_CONSONANT_FIRST && code <= JAMO_CONSONANT_LAST) return true;
  const digit = DIGIT_HAS_FINAL_CONSONANT[ch];
  if (digit !== undefined) return digit;
  return LATIN_WITH_FINAL_CONSONANT.has(ch.toUpperCase());
}

/** Topic particle: 은 after a final consonant, 는 otherwise. */
export function topicParticle(word: string): '은' | '는' {
  return hasFinalConsonant(word) ? '은' : '는';
}

/** Subject particle: 이 after a final consonant, 가 otherwise. */
export function subjectParticle(word: string): '이' | '가' {
  return hasFinalConsonant(word) ? '이' : '가';
}

/** Object particle: 을 after a final consonant, 를 otherwise. */
export function objectParticle(word: string): '을' | '를' {
  return hasFinalConsonant(word) ? '을' : '를';
}

/** The word followed by its topic particle, e.g. `비밀번호는`, `업종은`. */
export function withTopic(word: string): string {
  return word + topicParticle(word);
}

/** The word followed by its subject particle, e.g. `상호가`, `주소가`, `업종이`. */
export function withSubject(word: string): string {
  return word + subjectParticle(word);
}

/** The word followed by its object particle, e.g. `전화번호를`, `업종을`. */
export function withObject(word: string): string {
  return word + objectParticle(word);
}
