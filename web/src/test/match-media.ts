/**
 * jsdom has no matchMedia: answers each media query with `matches(query)`, so MUI's useMediaQuery
 * sees the screen width or the system preference a test sets.
 */
export function answerMediaQueries(matches: (query: string) => boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
