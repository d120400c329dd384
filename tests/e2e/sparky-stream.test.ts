import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { SPARKY_MESSAGES } from '../../domain/sparky.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { startFakeModel } from '../support/fakes/openai-chat.ts';
import { axeViolations } from '../support/screen-check.ts';

/** Sparky with a language model: a local stand-in of an OpenAI-compatible server that streams. */
const model = await startFakeModel();
afterAll(() => model.close());
const e2e = setUpBrowserTests({
  AI_BASE_URL: model.baseUrl,
  AI_MODEL: 'district-helper-7b',
  AI_TIMEOUT_MS: '1500',
});

const SLOW = 120_000;
const SHOTS = '/tmp/shots/sparky';
mkdirSync(SHOTS, { recursive: true });
const input = (page: Page) => page.getByRole('textbox', { name: 'Message Sparky' });
const replies = (page: Page) => page.getByRole('article', { name: "Sparky's reply" });
const answering = (page: Page) => page.getByRole('article', { name: 'Sparky is answering' });
const WORDS = [
  "Let's get ",
  'that projector ',
  'showing your laptop.\n\n',
  '1. Press **Input** ',
  'on the remote until HDMI 1 is selected.\n',
  '2. Reseat the HDMI cable ',
  'at both ends.',
];

describeE2E('Sparky with a language model', () => {
  it(
    'shows the words as they arrive, then the Create Ticket button; a reply cut off says so',
    async () => {
      const { context, page } = await e2e.signedIn('admin@benson.demo');
      await page.goto(`${e2e.url}/sparky`);
      await page.getByText('district-helper-7b', { exact: true }).waitFor();

      model.mode = { kind: 'stream', words: WORDS, delayMs: 300 };
      await input(page).fill('My projector says no signal in room 12');
      await input(page).press('Enter');
      // The first words are on the screen while the model is still writing.
      await answering(page).getByText("Let's get that projector", { exact: false }).waitFor();
      expect(await replies(page).count()).toBe(0);
      expect(await answering(page).getByText('at both ends').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/streaming-1440.png` });

      // The finished reply brings the action: a suggested ticket and its button, one toast.
      const reply = replies(page).first();
      await reply.getByText('Reseat the HDMI cable at both ends.').waitFor();
      await reply.getByRole('button', { name: 'Create Ticket' }).waitFor();
      await page.getByText(SPARKY_MESSAGES.createTicket.title, { exact: true }).first().waitFor();
      expect(await answering(page).count()).toBe(0);
      expect(await reply.getByText('Offline fallback').count()).toBe(0);

      // The model stops in the middle: the user is told plainly and gets the question back.
      model.mode = { kind: 'stream', words: ['Try turning ', 'the printer '], ending: 'hang', delayMs: 100 };
      await input(page).fill('The printer in the office is jammed');
      await input(page).press('Enter');
      await answering(page).getByText('Try turning the printer').waitFor();
      await page.getByText(SPARKY_MESSAGES.interrupted, { exact: true }).first().waitFor();
      expect(await input(page).inputValue()).toBe('The printer in the office is jammed');
      expect(await answering(page).count()).toBe(0);
      expect(await replies(page).count()).toBe(1);
      expect(await page.getByText('Internal Server Error').count()).toBe(0);
      await context.close();
    },
    SLOW,
  );

  it(
    'streams within a 390 px screen, axe clean',
    async () => {
      const { context, page } = await e2e.signedIn('admin@benson.demo', { width: 390 });
      await page.goto(`${e2e.url}/sparky`);
      await page.getByText('district-helper-7b', { exact: true }).waitFor();
      model.mode = { kind: 'stream', words: WORDS, delayMs: 400 };
      await input(page).fill('My projector says no signal');
      await input(page).press('Enter');
      await answering(page).getByText('that projector', { exact: false }).waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/streaming-390.png` });
      await replies(page).first().getByRole('button', { name: 'Create Ticket' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/streamed-390.png` });
      await context.close();
    },
    SLOW,
  );
});
