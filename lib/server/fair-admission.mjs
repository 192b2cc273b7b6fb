/**
 * First come, first served, one request per turn of the event loop (scripts/portal-server.mjs).
 *
 * Node 20's libuv (≥ 1.45, "unix: don't accept() connections in a loop", libuv#3696) accepts ONE
 * new connection per turn of the event loop. A cached page is answered within the turn its request
 * is read in (≈ 2–4 ms of CPU), so at 100 busy keep-alive connections one turn serves every ready
 * socket and lasts 100–300 ms: connections that are already open are answered turn after turn while
 * a new one waits in the kernel's accept queue, one accepted per turn. The hundredth connection of a
 * burst got its first answer after ≈ 10 s (strace: one accept4 per epoll_pwait, the listening
 * socket's queue at 72 and draining 8 a second; docs/decisions/0069-fair-admission-in-the-portal-server.md). Served from a queue in arrival order, one per turn, the loop comes back to the
 * listening socket after every request: a new visitor waits behind the requests that arrived before
 * theirs, not behind every turn of the connections already open.
 *
 * Strictly one per turn, not "until a millisecond is used": the handler is asynchronous, so its work
 * runs in the microtasks after the turn's callback returns, and a time budget measured around the
 * call sees none of it (tried: the queue then started every waiting request in one turn and the
 * 10 s waits came back). The extra turn costs 1–3 µs per request (docs/decisions/0069-fair-admission-in-the-portal-server.md).
 *
 * A request still queued when its client has gone is dropped unrun (no work for nobody).
 */

/**
 * @param {{ onError?: (error: unknown) => void }} [options]
 */
export function createFairAdmission({ onError = (error) => console.error('[server] request failed before it started:', error) } = {}) {
  /** @type {({ res: { destroyed?: boolean, writableEnded?: boolean }, run: () => void } | undefined)[]} */
  let queue = [];
  let head = 0;
  let scheduled = false;
  let dropped = 0;

  const schedule = () => {
    if (scheduled || head >= queue.length) return;
    scheduled = true;
    setImmediate(turn);
  };

  function turn() {
    scheduled = false;
    while (head < queue.length) {
      const item = queue[head];
      queue[head] = undefined;
      head += 1;
      if (!item) continue;
      if (item.res.destroyed || item.res.writableEnded) {
        dropped += 1;
        continue;
      }
      try {
        item.run();
      } catch (error) {
        onError(error);
      }
      break;
    }
    // The served part of the array is cut off now and then, not on every request.
    if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
    schedule();
  }

  return {
    /**
     * Runs `run` after every request admitted before it, in a later turn of the event loop.
     * @param {{ destroyed?: boolean, writableEnded?: boolean }} res the response (skipped once destroyed)
     * @param {() => void} run
     */
    admit(res, run) {
      queue.push({ res, run });
      schedule();
    },
    /** Requests waiting to start, and those dropped because their client had gone. */
    stats() {
      return { waiting: queue.length - head, dropped };
    },
  };
}
