import './bootstrap.scss';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './router';
import { AppProviders } from '#web/appState/providers';
import { AppRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  </StrictMode>,
);
