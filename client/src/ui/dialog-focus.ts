import { useEffect, useId, useRef } from 'react';

// Two keyboard rules every dialog keeps (docs/product.md#keyboard):
// - when it closes, focus goes back to what opened it. Radix does this only for a Dialog.Trigger;
//   our dialogs open from state (a button, a menu item, a row), so each remembers its opener.
// - Escape closes the dialog the person is in, even when a toast appeared after it opened (Radix
//   gives Escape to the newest layer, which would be the toast).

/** Menus and pop-overs close before a dialog they open takes focus: their items are not openers. */
const TRANSIENT = '[role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]';

let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const el = event.target;
      if (el instanceof HTMLElement && !el.closest(TRANSIENT)) lastFocused = el;
    },
    true,
  );
}

interface OpenDialog {
  key: string;
  close: () => void;
}
const openDialogs: OpenDialog[] = [];

const KEY = 'data-dialog-key';

/**
 * For a dialog's content while it is mounted: spread `contentProps` on the content; its
 * `onCloseAutoFocus` returns focus to the opener, and `close` is what Escape calls when a toast
 * holds the top layer.
 */
export function useDialogFocus(close: () => void) {
  const opener = useRef(lastFocused);
  const key = useId();
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const entry = { key, close: () => closeRef.current() };
    openDialogs.push(entry);
    return () => {
      openDialogs.splice(openDialogs.indexOf(entry), 1);
    };
  }, [key]);
  return {
    [KEY]: key,
    onCloseAutoFocus(event: Event) {
      const target = opener.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

/**
 * Escape pressed inside the newest dialog while a toast is open closes the dialog, not the toast.
 * Listens on window in the capture phase, before Radix's layers (on document) see the key.
 */
export function installDialogEscape(toastOpen: () => boolean): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !toastOpen()) return;
    const top = openDialogs.at(-1);
    const inside = document.activeElement?.closest(`[${KEY}]`);
    if (!top || inside?.getAttribute(KEY) !== top.key) return;
    event.stopPropagation();
    event.preventDefault();
    top.close();
  };
  window.addEventListener('keydown', onKey, true);
  return () => window.removeEventListener('keydown', onKey, true);
}
