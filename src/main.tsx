import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/createApp';
import { startLanguage } from './app/language';
import { createInspect, loadConfig, resolveApiBaseUrl } from './config';

async function start(): Promise<void> {
  const [config] = await Promise.all([loadConfig(), startLanguage()]);
  const inspect = await createInspect(config);
  const app = createApp({ config, apiBaseUrl: resolveApiBaseUrl(config), inspect });
  app.start();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={app.router} />
    </StrictMode>,
  );
}

void start();
