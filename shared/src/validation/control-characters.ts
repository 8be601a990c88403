/**
 * Control characters no text field accepts: NUL (which PostgreSQL cannot store in text) and the
 * other C0 controls and DEL. Tab, line feed and carriage return stay allowed for multi-line memos.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The Korean message for a field holding a control character. */
export function controlCharacterMessage(field: string): string {
  return `${field} 값에 사용할 수 없는 문자(제어 문자)가 들어 있습니다.`;
}

/**
 * The path (`input.name`, `items.2.memo`) of the first string inside `value`, keys included, that
 * holds a control character; null when there is none. Walks plain objects and arrays only.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path || 'value' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key)) return keyPath;
      const found = findControlCharacter(item, keyPath);
      if (found) return found;
    }
  }
  return null;
}
