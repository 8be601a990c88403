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
