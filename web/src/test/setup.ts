import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom renders MUI slowly, and CI's two cores run the browser tests beside these: a screen that
// answers in 1 s on a quiet machine may take several on a busy one. Waits get 5 s, not 1 s.
configure({ asyncUtilTimeout: 5_000 });
