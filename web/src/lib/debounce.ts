/** The spec's general debounce (part 2, section 9); the transport editor uses 300 ms. */
export const DEFAULT_DEBOUNCE_MS = 250;

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Runs the waiting call now, if there is one. */
  flush(): void;
  /** Drops the waiting call. */
  cancel(): void;
  /** The waiting call's arguments, if a call waits. */
  waiting(): Args | undefined;
}

/**
 * Calls `run` once `waitMs` have passed without a new call, with the last arguments; `flush`
 * runs a waiting call at once (before switching what is edited), `cancel` drops it.
 */
export function debounce<Args extends unknown[]>(
  run: (...args: Args) => void,
  waitMs = DEFAULT_DEBOUNCE_MS,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Args | undefined;
  const fire = () => {
    clearTimeout(timer);
    timer = undefined;
    const args = waiting;
    waiting = undefined;
    if (args) run(...args);
  };
  const debounced = (...args: Args) => {
    waiting = args;
    clearTimeout(timer);
    timer = setTimeout(fire, waitMs);
  };
  debounced.flush = fire;
  debounced.waiting = () => waiting;
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  return debounced;
}
