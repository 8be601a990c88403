/** One fenced block of a guide: its language, its text and the heading above it. */
export interface GuideBlock {
  lang: string;
  body: string;
  title: string;
}

/** The fenced code blocks of a markdown guide, in order. */
export function guideBlocks(markdown: string): GuideBlock[] {
  return [...markdown.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((match) => ({
    lang: match[1] ?? '',
    body: match[2] ?? '',
    title: [...markdown.slice(0, match.index).matchAll(/^#+ (.*)$/gm)].pop()?.[1] ?? '',
  }));
}

/**
 * A real answer against a guide's JSON example: [path: what differs] for each difference. The same
 * fields at every level, the same kinds of values; lists of plain values, and the values of
 * `exactKeys` (error codes, messages), exactly; a list of objects by its first item.
 */
export function answerDifferences(
  example: unknown,
  actual: unknown,
  exactKeys: ReadonlySet<string> = new Set(),
  at = '$',
  key = '',
): string[] {
  if (example === null || actual === null)
    return example === actual || !exactKeys.has(key) ? [] : [`${at}: ${String(actual)} answered`];
  if (Array.isArray(example)) {
    if (!Array.isArray(actual)) return [`${at}: a list in the guide, ${typeof actual} answered`];
    if (example.every((item) => typeof item !== 'object'))
      return JSON.stringify(example) === JSON.stringify(actual)
        ? []
        : [`${at}: ${JSON.stringify(actual)} answered`];
    if (actual.length === 0) return [`${at}: an empty list answered`];
    return answerDifferences(example[0], actual[0], exactKeys, `${at}[0]`);
  }
  if (typeof example === 'object') {
    if (typeof actual !== 'object' || Array.isArray(actual)) return [`${at}: an object in the guide`];
    const wanted = Object.keys(example as object).sort();
    const got = Object.keys(actual as object).sort();
    if (wanted.join() !== got.join())
      return [`${at}: fields ${wanted.join(', ')} in the guide, ${got.join(', ')} answered`];
    return wanted.flatMap((name) =>
      answerDifferences(
        (example as Record<string, unknown>)[name],
        (actual as Record<string, unknown>)[name],
        exactKeys,
        `${at}.${name}`,
        name,
      ),
    );
  }
  if (typeof example !== typeof actual)
    return [`${at}: ${typeof example} in the guide, ${typeof actual} answered`];
  return exactKeys.has(key) && example !== actual ? [`${at}: ${String(actual)} answered`] : [];
}
