import { debounce, DEFAULT_DEBOUNCE_MS } from './debounce';

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, with the last arguments, after the wait (250 ms unless told)', () => {
    const run = jest.fn();
    const debounced = debounce(run);
    debounced('가');
    debounced('가나');
    jest.advanceTimersByTime(DEFAULT_DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('가나');
    expect(DEFAULT_DEBOUNCE_MS).toBe(250);
  });

  it('flush runs the waiting call at once and only once; cancel drops it', () => {
    const run = jest.fn();
    const debounced = debounce(run, 300);
    debounced('a', 1);
    expect(debounced.waiting()).toEqual(['a', 1]);
    debounced.flush();
    expect(run).toHaveBeenCalledWith('a', 1);
    expect(debounced.waiting()).toBeUndefined();
    jest.advanceTimersByTime(300);
    debounced.flush();
    expect(run).toHaveBeenCalledTimes(1);

    debounced('b', 2);
    debounced.cancel();
    jest.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
