/**
 * The server process's console, filtered: Next writes a failed render's or route handler's error
 * with its own logger (console.error of the whole error: message, stack, own properties, cause), and
 * libraries may log what they like. Every line written through console is formatted here first, an
 * error from the database layer is reduced to its log-safe description, and the result passes
 * redactLogText (query parameters, token hashes, ID and mobile numbers). Installed once per process
 * by instrumentation.ts; docs/security.md "Database errors in the log, and pages during an outage".
 */
import { formatWithOptions } from 'node:util';
import { describeError, isDatabaseError, redactLogText } from '@/lib/log';

const LEVELS = ['error', 'warn', 'log', 'info', 'debug'] as const;
const INSTALLED: unique symbol = Symbol.for('bzf.consoleRedaction');

type Target = Pick<Console, (typeof LEVELS)[number]> & { [INSTALLED]?: true };

/** One argument as it may be written: a database error only as its description. */
function safeArgument(value: unknown): unknown {
  return value instanceof Error && isDatabaseError(value) ? describeError(value) : value;
}

/** The text console would write for these arguments, with what must not be logged withheld. */
export function redactedConsoleLine(args: readonly unknown[]): string {
  return redactLogText(formatWithOptions({ colors: false, depth: 4 }, ...args.map(safeArgument)));
}

export function installConsoleRedaction(target: Target = console): void {
  if (target[INSTALLED]) return;
  for (const level of LEVELS) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => original(redactedConsoleLine(args));
  }
  target[INSTALLED] = true;
}
