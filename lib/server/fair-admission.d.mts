/** Types of ./fair-admission.mjs (plain ESM JavaScript, run by scripts/portal-server.mjs without a build). */
export type FairAdmission = {
  admit(res: { destroyed?: boolean; writableEnded?: boolean }, run: () => void): void;
  stats(): { waiting: number; dropped: number };
};
export function createFairAdmission(options?: { onError?: (error: unknown) => void }): FairAdmission;
