import { controlsEn } from '@domain/locales/controls.en';
import type { gateEs } from '@domain/locales/gate.es';
import { interpolate, type Locale, lookUp } from '@domain/locales/locale';
import { loginEn } from '@domain/locales/login.en';
import { useEffect, useState } from 'react';
import { currentLocale, subscribeLocale, useLocale } from './locale';

// The texts of the login gate and of the shared controls it shows, read without i18next: the gate's first
// load stays under its budget (docs/development.md, Commands). Same catalogues and the same
// "{{name}}" interpolation as i18next's (lib/i18n.ts); English is bundled, Spanish is a chunk
// loaded when Spanish is chosen.

type GateNamespace = 'login' | 'controls';
const EN: Record<GateNamespace, unknown> = { login: loginEn, controls: controlsEn };
let es: typeof gateEs | null = null;
let loading: Promise<void> | null = null;
const loaded = new Set<() => void>();

/** Loads the Spanish chunk (once); resolves when the gate can speak Spanish. */
export function loadGateSpanish(): Promise<void> {
  loading ??= import('@domain/locales/gate.es').then((m) => {
    es = m.gateEs;
    for (const listener of loaded) listener();
  });
  return loading;
}

// A switch to Spanish (the gate's menu, a signed-in Spanish speaker) fetches the chunk.
subscribeLocale(() => {
  if (currentLocale() === 'es') void loadGateSpanish();
});

function textOf(locale: Locale, ns: GateNamespace, key: string, values?: Record<string, string | number>) {
  const catalogue = locale === 'es' && es ? es[ns] : EN[ns];
  return interpolate(lookUp(catalogue, key) ?? lookUp(EN[ns], key) ?? key, values);
}

/** A text of the gate or of its controls, in the language now (for a toast, outside rendering). */
export function gateText(ns: GateNamespace, key: string, values?: Record<string, string | number>): string {
  return textOf(currentLocale(), ns, key, values);
}

/** The gate's `t`, re-rendering when the language changes or its Spanish arrives. */
export function useGateText(ns: GateNamespace) {
  const locale = useLocale();
  const [, setArrived] = useState(es !== null);
  useEffect(() => {
    if (es) return;
    const listener = () => setArrived(true);
    loaded.add(listener);
    return () => {
      loaded.delete(listener);
    };
  }, []);
  return (key: string, values?: Record<string, string | number>) => textOf(locale, ns, key, values);
}
