/** @jest-environment node */
import { scheduledRevalidate } from './schedule';

const NOW = Date.parse('2026-12-01T09:00:00+08:00');
const s = (seconds: number) => NOW + seconds * 1000;

describe('cached content reads live no longer than until the next scheduled article', () => {
  it('keeps the configured time when nothing is scheduled and nothing went live lately', () => {
    expect(scheduledRevalidate(null, 300, NOW)).toBe(300);
    expect(scheduledRevalidate({ next: null, lastPassed: s(-3600) }, 300, NOW)).toBe(300);
  });

  it('lives until the next scheduled publish time, rounded up, never under one second', () => {
    expect(scheduledRevalidate({ next: s(20.2), lastPassed: null }, 300, NOW)).toBe(21);
    expect(scheduledRevalidate({ next: s(0.1), lastPassed: null }, 300, NOW)).toBe(1);
    expect(scheduledRevalidate({ next: s(900), lastPassed: null }, 300, NOW)).toBe(300);
  });

  it('right after an article went live, an entry written before it counts as stale (its age passes the seconds since)', () => {
    // The schedule read 1.5 s ago still names the article as "next"; it has passed by now.
    expect(scheduledRevalidate({ next: s(-5), lastPassed: s(-600) }, 300, NOW)).toBe(5);
    expect(scheduledRevalidate({ next: null, lastPassed: s(-42) }, 300, NOW)).toBe(42);
    expect(scheduledRevalidate({ next: s(10), lastPassed: s(-42) }, 300, NOW)).toBe(10);
  });
});

describe('the schedule memo', () => {
  it('is one per process: a publish handled by the route handlers’ copy of the module clears the pages’ copy too', () => {
    let handlers: typeof import('./schedule') | undefined;
    let pages: typeof import('./schedule') | undefined;
    jest.isolateModules(() => {
      handlers = jest.requireActual<typeof import('./schedule')>('./schedule');
    });
    jest.isolateModules(() => {
      pages = jest.requireActual<typeof import('./schedule')>('./schedule');
    });
    expect(handlers).not.toBe(pages);
    const shared = (globalThis as { __bzfContentSchedule?: { known: unknown } }).__bzfContentSchedule!;
    shared.known = { next: null, lastPassed: null, readAt: Date.now() };
    handlers!.forgetSchedule();
    expect(shared.known).toBeNull();
    shared.known = { next: null, lastPassed: null, readAt: Date.now() };
    pages!.forgetSchedule();
    expect(shared.known).toBeNull();
  });
});
