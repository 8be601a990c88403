import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { applyBrandVariables } from './app/brand';
import { createAppRouter } from './app/router';
import './app/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

applyBrandVariables(document.documentElement);
const router = createAppRouter();
// Navigations are plain updates, not transitions. Apollo's useQuery reobserves while it renders, so a
// transition that urgent updates keep interrupting (keys held down, a query result arriving) flips a
// URL-driven query between the committed options and the new ones and refetches on every flip,
// never committing the new page (seen on 입금 내역 반영 after an upload: ?id= set, the preview never shown).
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  </StrictMode>,
);
