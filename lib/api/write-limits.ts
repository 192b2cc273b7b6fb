import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getEnv } from '@/lib/env';
import { addressKey, hitCounters, waitLabel } from '@/lib/monitoring/rate-counters';
import { clientAddress } from '@/lib/register/attempts';
import { requireSessionUser, type SessionUser } from '@/lib/session';

/**
 * Every signed-in write is counted per user and per client address (issue #24 part 6): one signed-in
 * account stored 150 shop registrations in 5 s before, and churned uploads without end. The limits
 * are far above what a citizen does by hand — a form filled in takes minutes — so only a script
 * meets them. Counted in the database (lib/monitoring/rate-counters.ts), so they hold across
 * instances; past a limit the answer is 429 with Retry-After and a Chinese message.
 *
 * Sign-in, registration and password change have their own limits (lib/register/attempts.ts); the
 * anonymous writes (module access, view beacon) theirs (ANONYMOUS_WRITE_LIMITS).
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type WriteWindow = { readonly max: number; readonly windowMs: number };

/** Per-user allowances of each kind of write, in every window listed (a burst and a day). */
export const WRITE_LIMITS = {
  /** 商铺意向登记: a citizen registers for a few shops, once each. */
  shopIntention: [{ max: 10, windowMs: MINUTE }, { max: 30, windowMs: DAY }],
  shopIntentionWithdraw: [{ max: 10, windowMs: MINUTE }, { max: 60, windowMs: DAY }],
  /** 配售型 意向登记: one live registration per project (the service refuses a second). */
  allotmentIntention: [{ max: 10, windowMs: MINUTE }, { max: 30, windowMs: DAY }],
  allotmentIntentionWithdraw: [{ max: 10, windowMs: MINUTE }, { max: 60, windowMs: DAY }],
  /** 公租房 / 保租房 applications: one open per product (the service refuses a second). */
  housingApplication: [{ max: 10, windowMs: MINUTE }, { max: 30, windowMs: DAY }],
  housingApplicationWithdraw: [{ max: 10, windowMs: MINUTE }, { max: 60, windowMs: DAY }],
  /** Job applications (resume or quick form) and withdrawing them. */
  application: [{ max: 10, windowMs: MINUTE }, { max: 60, windowMs: DAY }],
  applicationWithdraw: [{ max: 10, windowMs: MINUTE }, { max: 60, windowMs: DAY }],
  resume: [{ max: 20, windowMs: MINUTE }, { max: 300, windowMs: DAY }],
  /** Drafts are saved as the person types (1.2 s after they pause: components/recruitment/use-draft.ts). */
  draft: [{ max: 120, windowMs: MINUTE }, { max: 3000, windowMs: DAY }],
  draftRemove: [{ max: 30, windowMs: MINUTE }, { max: 300, windowMs: DAY }],
  fileUpload: [{ max: 20, windowMs: MINUTE }, { max: 100, windowMs: DAY }],
  fileRemove: [{ max: 30, windowMs: MINUTE }, { max: 300, windowMs: DAY }],
  /** Article and project favourites, added or removed (one click each, or one batch). */
  favourite: [{ max: 60, windowMs: MINUTE }, { max: 1000, windowMs: DAY }],
  familyMember: [{ max: 20, windowMs: MINUTE }, { max: 200, windowMs: DAY }],
  userInfo: [{ max: 10, windowMs: MINUTE }, { max: 100, windowMs: DAY }],
  /** 好差评: one per ended case. */
  rating: [{ max: 10, windowMs: MINUTE }, { max: 50, windowMs: DAY }],
  /** 留言咨询: a citizen asks a few questions, not dozens. */
  question: [{ max: 5, windowMs: MINUTE }, { max: 30, windowMs: DAY }],
  /** 我的数据 (issue #30): the password typed again, the ZIP built (heavy: a few a day), consent answers, 注销. */
  reauth: [{ max: 5, windowMs: MINUTE }, { max: 30, windowMs: DAY }],
  dataExport: [{ max: 3, windowMs: 10 * MINUTE }, { max: 10, windowMs: DAY }],
  consent: [{ max: 10, windowMs: MINUTE }, { max: 100, windowMs: DAY }],
  accountDelete: [{ max: 3, windowMs: MINUTE }, { max: 10, windowMs: DAY }],
  /** 订阅 (follow a column, save a search), its frequency and unsubscribing. */
  subscription: [{ max: 20, windowMs: MINUTE }, { max: 200, windowMs: DAY }],
  /** Hand-over tickets the app asks for when it opens the portal. */
  handoverTicket: [{ max: 30, windowMs: MINUTE }, { max: 1000, windowMs: DAY }],
} as const satisfies Record<string, readonly WriteWindow[]>;

export type WriteKind = keyof typeof WRITE_LIMITS;

/**
 * Per client address, each window allows this many times the per-user number: as many busy
 * citizens as may share one address (an office, a service hall behind NAT). The variable raises it.
 */
export const writersPerAddress = () => getEnv().RATE_LIMIT_WRITERS_PER_ADDRESS;

export const WRITE_LIMIT_MSG = {
  tooMany: (wait: string) => `操作过于频繁，请 ${wait}后再试`,
} as const;

/**
 * Counts one `kind` write of `userId` from the request's client address and refuses it (429,
 * `4290`, Retry-After, Chinese msg) when it passes any window, per user or per address.
 */
export async function assertWriteAllowed(kind: WriteKind, request: Request, userId: number, now = new Date()): Promise<void> {
  const windows: readonly WriteWindow[] = WRITE_LIMITS[kind];
  const address = addressKey(clientAddress(request.headers));
  const scale = writersPerAddress();
  const counted = [
    ...windows.map((w) => ({ bucket: `w:${kind}:u${userId}:${w.windowMs}`, windowMs: w.windowMs, max: w.max })),
    ...windows.map((w) => ({ bucket: `w:${kind}:a${address}:${w.windowMs}`, windowMs: w.windowMs, max: w.max * scale })),
  ];
  const hits = await hitCounters(counted, now);
  // The longest wait among the windows passed: trying earlier would only be refused again.
  let retryAt = 0;
  hits.forEach((hit, i) => {
    if (hit.hits > counted[i]!.max) retryAt = Math.max(retryAt, hit.windowEndsAt.getTime());
  });
  if (retryAt === 0) return;
  const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  throw new ApiError(ERROR_CODES.RATE_LIMITED, WRITE_LIMIT_MSG.tooMany(waitLabel(seconds)), 429, (response) => {
    response.headers.set('Retry-After', String(seconds));
  });
}

/** The writes a citizen keeps while a changed agreement waits for an answer (lib/session). */
export const WRITES_BEFORE_CONSENT: ReadonlySet<WriteKind> = new Set<WriteKind>(['consent', 'reauth', 'dataExport', 'accountDelete']);

/**
 * The signed-in user of a write (401 otherwise; 403 `4031` while a changed agreement waits, but
 * for WRITES_BEFORE_CONSENT), counted against `kind`'s limits (429 past them).
 */
export async function requireWriter(request: Request, kind: WriteKind): Promise<SessionUser> {
  const user = await requireSessionUser(request, { pendingConsentAllowed: WRITES_BEFORE_CONSENT.has(kind) });
  await assertWriteAllowed(kind, request, user.userId);
  return user;
}
