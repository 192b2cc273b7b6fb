/** @jest-environment node */
import type { Db } from '@/lib/db/client';
import { startLockedJob } from './locked-job';

const fakeDb = {} as Db;

describe('startLockedJob', () => {
  test('runs a pass after the first delay and again after the interval, one timer per name, until stopped', async () => {
    const passes: number[] = [];
    const lines: string[] = [];
    const info = jest.spyOn(console, 'info').mockImplementation((line: string) => void lines.push(line));
    try {
      const job = startLockedJob({
        name: 'test-job',
        intervalMs: () => 5,
        firstDelayMs: () => 0,
        database: async () => fakeDb,
        run: async (db) => {
          expect(db).toBe(fakeDb);
          passes.push(passes.length);
          return passes.length;
        },
        describe: (n) => (n === 1 ? `[test-job] pass ${n}` : null),
      });
      expect(job).not.toBeNull();
      const again = startLockedJob({ name: 'test-job', intervalMs: () => 1, firstDelayMs: () => 0, run: async () => 0, describe: () => 'other' });
      expect(again).toBe(job);
      while (passes.length < 3) await new Promise((r) => setTimeout(r, 5));
      await job!.stop();
      const after = passes.length;
      await new Promise((r) => setTimeout(r, 30));
      expect(passes.length).toBe(after);
      expect(lines).toEqual(['[test-job] pass 1']);
    } finally {
      info.mockRestore();
    }
  });

  test('a failing pass is logged under the name and the timer goes on', async () => {
    let calls = 0;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const job = startLockedJob({
        name: 'failing-job',
        intervalMs: () => 5,
        firstDelayMs: () => 0,
        database: async () => fakeDb,
        run: async () => {
          calls++;
          throw new Error('boom');
        },
        describe: () => null,
      });
      while (calls < 2) await new Promise((r) => setTimeout(r, 5));
      await job!.stop();
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[failing-job\] failing-job pass failed: /));
    } finally {
      error.mockRestore();
    }
  });

  test('never starts during next build', () => {
    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      expect(startLockedJob({ name: 'build-job', intervalMs: () => 5, firstDelayMs: () => 0, run: async () => 0, describe: () => null })).toBeNull();
    } finally {
      if (phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = phase;
    }
  });
});
