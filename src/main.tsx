import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi } from './api/client';
import { createAppActors } from './app/actors';
import { BASE_PATH, currentAppPath } from './app/paths';
import { createAppRouter } from './app/router';
import { createForcedSignOut } from './app/session';
import { createInspect, loadConfig, resolveApiBaseUrl } from './config';
import { createRedirectStorage, createTokenStorage } from './storage';

async function start(): Promise<void> {
  const config = await loadConfig();
  const inspect = await createInspect(config);
  const tokens = createTokenStorage();
  const redirect = createRedirectStorage();

  // Until the auth machine owns the forced sign-out (spec §8), it is done here, with a full reload
  // to /login so no in-memory state of the old session survives.
  const forcedSignOut = createForcedSignOut({
    tokens,
    redirect,
    goToLogin: () => {
      if (!currentAppPath().startsWith('/login')) window.location.assign(`${BASE_PATH}/login`);
    },
  });

  const api = createApi({ baseUrl: resolveApiBaseUrl(config), tokens, onUnauthorized: forcedSignOut });
  const { auth, subscription } = createAppActors({ api, tokens, redirect, inspect });
  auth.start();
  subscription.start();

  const router = createAppRouter({ api, config, auth, subscription, inspect });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
