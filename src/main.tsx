import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { activateLocale, startLocale } from '@/i18n/i18n';
import { settingsStore, zDeploymentConfig, type DeploymentConfig } from '@/gateway/settings';
import { applyTheme, readTheme } from '@/lib/theme';
import './index.css';

/** A deployment may preset the gateway in config.json beside index.html; it is optional. */
async function loadDeploymentConfig(): Promise<DeploymentConfig> {
  try {
    const response = await fetch('./config.json', { cache: 'no-store' });
    if (!response.ok) return {};
    const parsed = zDeploymentConfig.safeParse(await response.json());
    if (!parsed.success) console.warn('config.json ignored: it does not match the expected shape.');
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

// public/theme.js did this before the first paint; again here for a page served without it.
applyTheme(readTheme());
settingsStore.init(await loadDeploymentConfig());
// English is built in; another language's catalog is fetched before the first render, so nothing flashes in English.
await activateLocale(startLocale());

const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
