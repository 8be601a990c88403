// jsdom lacks TextEncoder/TextDecoder, which MUI X DataGrid and Apollo need.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
