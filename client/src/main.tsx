import '@/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { reloadOnStaleChunk } from '@/lib/reload-on-stale-chunk';
import { initTheme } from '@/lib/theme';

initTheme();
reloadOnStaleChunk();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
