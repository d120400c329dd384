import { describe, expect, it } from 'vitest';
import { attemptsText, JOB_TIMING_LABELS, jobTimingAt, linksIn } from './operations-display';

describe('attemptsText', () => {
  it('counts the first try and its retries', () => {
    expect(attemptsText({ attempts: 2, retryLimit: 5 })).toBe('2 of 6');
    expect(attemptsText({ attempts: 0, retryLimit: 0 })).toBe('0 of 1');
  });
});

describe('jobTimingAt', () => {
  const job = {
    runAfter: '2026-03-10T12:05:00.000Z',
    startedAt: '2026-03-10T12:00:00.000Z',
    finishedAt: '2026-03-10T12:01:00.000Z',
  };
  it('says when a queued job runs next', () => {
    expect(jobTimingAt({ ...job, state: 'queued' })).toBe(job.runAfter);
    expect(JOB_TIMING_LABELS.queued).toBe('Next run');
  });
  it('says when a running job started', () => {
    expect(jobTimingAt({ ...job, state: 'running' })).toBe(job.startedAt);
  });
  it('says when a failed or completed job finished', () => {
    expect(jobTimingAt({ ...job, state: 'failed' })).toBe(job.finishedAt);
    expect(jobTimingAt({ ...job, state: 'completed', finishedAt: null })).toBeNull();
  });
});

describe('linksIn', () => {
  it('finds each web address once, without the sentence around it', () => {
    const text = [
      'Hello Maria,',
      'Set your password: https://portal.example.org/invite/abc_DEF-123.',
      'Or open (https://portal.example.org/) later; again https://portal.example.org/invite/abc_DEF-123',
    ].join('\n');
    expect(linksIn(text)).toEqual([
      'https://portal.example.org/invite/abc_DEF-123',
      'https://portal.example.org/',
    ]);
  });
  it('finds none in plain text', () => {
    expect(linksIn('No links here, only mailto:someone@example.org')).toEqual([]);
  });
});
