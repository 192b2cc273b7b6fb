/** Types of ./front-refresh.js (plain CommonJS, loaded by the cache handler at run time). */
export type FrontRefreshSettings = { target: URL; token: string; host: string; pages: number };

export function frontRefreshSettings(env?: Record<string, string | undefined>): FrontRefreshSettings | null;
export function publicPathOf(key: string): string | null;
export function createFrontRefresher(o: {
  settings: FrontRefreshSettings;
  pagesTagged: (tags: string[], limit: number, recentSeconds: number) => Promise<string[]>;
  onLog?: (message: string, error: unknown) => void;
  settleMs?: number;
  recheckMs?: number;
}): {
  schedule(tags: readonly string[]): void;
  idle(): Promise<void>;
  lastRound(): { at: number; paths: string[]; statuses: number[] } | null;
};
export const FRONT_REFRESH_HEADER: string;
