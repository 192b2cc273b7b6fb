/** @jest-environment node */
import { createFairAdmission } from './fair-admission.mjs';

const open = () => ({ destroyed: false, writableEnded: false });
/** Resolves once the queue has run dry (a few turns after the last admitted request). */
const settle = (turns = 20) =>
  new Promise<void>((resolve) => {
    let n = 0;
    const next = () => (++n >= turns ? resolve() : setImmediate(next));
    setImmediate(next);
  });

describe('fair admission of requests', () => {
  it('starts requests in the order they arrived', async () => {
    const admission = createFairAdmission();
    const started: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) admission.admit(open(), () => started.push(name));
    expect(started).toEqual([]);
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(admission.stats()).toEqual({ waiting: 0, dropped: 0 });
  });

  it('lets the event loop take a turn (where the server accepts a waiting connection) between two queued requests', async () => {
    const admission = createFairAdmission();
    const log: string[] = [];
    for (const name of ['a', 'b', 'c']) admission.admit(open(), () => log.push(name));
    // Stands for the loop's other work: a callback that runs once in every turn.
    let turns = 0;
    const everyTurn = () => {
      log.push('turn');
      if (++turns < 6) setImmediate(everyTurn);
    };
    setImmediate(everyTurn);
    await settle();
    const served = log.filter((x) => x !== 'turn');
    expect(served).toEqual(['a', 'b', 'c']);
    for (let i = 1; i < log.length; i++) {
      if (log[i] !== 'turn') expect(log[i - 1]).toBe('turn');
    }
  });

  it('starts the next request only in the next turn, even when the one before returned at once (its work runs in microtasks)', async () => {
    const admission = createFairAdmission();
    const log: string[] = [];
    // Stands for Next's handler: returns at once, renders in the promise jobs that follow.
    const asyncHandler = (name: string) => () => {
      log.push(`${name} starts`);
      void Promise.resolve().then(() => log.push(`${name} done`));
    };
    for (const name of ['a', 'b']) admission.admit(open(), asyncHandler(name));
    let turns = 0;
    const everyTurn = () => {
      log.push('turn');
      if (++turns < 4) setImmediate(everyTurn);
    };
    setImmediate(everyTurn);
    await settle();
    expect(log.slice(0, 6)).toEqual(['a starts', 'a done', 'turn', 'b starts', 'b done', 'turn']);
  });

  it('does not start a request whose client has gone while it waited', async () => {
    const admission = createFairAdmission();
    const started: string[] = [];
    const gone = open();
    const ended = open();
    admission.admit(open(), () => started.push('first'));
    admission.admit(gone, () => started.push('gone'));
    admission.admit(ended, () => started.push('ended'));
    admission.admit(open(), () => started.push('last'));
    gone.destroyed = true;
    ended.writableEnded = true;
    await settle();
    expect(started).toEqual(['first', 'last']);
    expect(admission.stats().dropped).toBe(2);
  });

  it('keeps serving the requests behind one that throws before it starts', async () => {
    const errors: unknown[] = [];
    const admission = createFairAdmission({ onError: (e) => errors.push(e) });
    const started: string[] = [];
    admission.admit(open(), () => {
      throw new Error('boom');
    });
    admission.admit(open(), () => started.push('next'));
    await settle();
    expect(started).toEqual(['next']);
    expect(errors).toHaveLength(1);
  });

  it('serves requests admitted later, after the queue had run dry', async () => {
    const admission = createFairAdmission();
    const started: number[] = [];
    for (let i = 0; i < 3; i++) admission.admit(open(), () => started.push(i));
    await settle();
    for (let i = 3; i < 2100; i++) admission.admit(open(), () => started.push(i));
    await settle(2200);
    expect(started).toHaveLength(2100);
    expect(started.every((n, i) => n === i)).toBe(true);
    expect(admission.stats().waiting).toBe(0);
  });
});
