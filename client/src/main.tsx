import '@/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadGateSpanish } from '@/lib/gate-text';
import { currentLocale } from '@/lib/locale';
import { reloadOnStaleChunk } from '@/lib/reload-on-stale-chunk';
import { initTheme } from '@/lib/theme';

initTheme();
reloadOnStaleChunk();

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A Spanish speaker's gate waits for its words (a small chunk of the build) rather than flash English.
if (currentLocale() === 'es') void loadGateSpanish().then(render, render);
else render();
