import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { applyBrandVariables } from './app/brand';
import { AppRoutes } from './app/router';
import './app/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

applyBrandVariables(document.documentElement);
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
