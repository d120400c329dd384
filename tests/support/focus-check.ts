import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The focus indicator of the focused element: its outline width and its contrast against the colour
 * it is drawn on (the nearest background behind the element, since the ring sits outside it).
 */
export async function focusIndicator(
  page: Page,
): Promise<{ width: number; contrast: number; tag: string; colors: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { width: 0, contrast: 0, tag: 'body', colors: '' };
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const style = getComputedStyle(el);
    let behind = el.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (behind) {
      const c = getComputedStyle(behind).backgroundColor;
      const alpha = rgb(c)[3];
      if (c !== 'transparent' && alpha !== 0) {
        background = c;
        break;
      }
      behind = behind.parentElement;
    }
    const [a, b] = [lum(rgb(style.outlineColor)), lum(rgb(background))];
    const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const width = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
    return {
      width,
      contrast,
      tag: el.tagName.toLowerCase(),
      colors: `${style.outlineColor} on ${background} (${el.textContent?.trim().slice(0, 30)})`,
    };
  });
}

/** The focused element shows a ring of at least 2 px at 3:1 or more against what is behind it. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await focusIndicator(page);
  expect(ring.width, `focus ring width on <${ring.tag}> ${ring.colors}`).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, `focus ring contrast on <${ring.tag}> ${ring.colors}`).toBeGreaterThanOrEqual(3);
}

/** Whether the page's focused element is the located one. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Opens a dialog from `opener` by keyboard, checks focus moved into it and shows, closes it with
 * Escape (or `close`) and checks focus came back to the opener.
 */
export async function checkDialogFocus(
  page: Page,
  opener: Locator,
  dialogName: string | RegExp,
  close: (dialog: Locator) => Promise<void> = async () => {
    await page.keyboard.press('Escape');
  },
): Promise<void> {
  await opener.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page
    .getByRole('dialog', { name: dialogName })
    .or(page.getByRole('alertdialog', { name: dialogName }));
  await dialog.waitFor();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page);
  await close(dialog);
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(opener)).toBe(true);
  await expectVisibleFocus(page);
}
