// jsdom lacks TextEncoder/TextDecoder, which MUI X DataGrid and Apollo need.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's AbortSignal lacks the static helpers browsers have; the request time-outs use them.
if (typeof AbortSignal.timeout !== 'function') {
  AbortSignal.timeout = (milliseconds: number) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), milliseconds);
    return controller.signal;
  };
}

// jsdom has no Fetch API Request; react-router's data router builds one per navigation and reads
// only its URL, method and signal (the unsaved-changes guard's test navigates one).
if (typeof globalThis.Request !== 'function') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}
