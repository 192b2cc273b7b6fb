/**
 * Spec §4 start-up login, as a pure decision table plus one orchestrating function whose I/O
 * (fetch, fingerprint) is injected, so every branch is shown by a jest test.
 *
 *   1. The fingerprint is computed and sent (fingerprintLogin). Code "1" with data → that data
 *      (a single-use ticket tk_…) is the token. The server answers a ticket only to a browser that
 *      also holds its device cookie, so a browser without one (told by the readable
 *      bzf_remembered) skips this step: same outcome, without FingerprintJS's work or the request.
 *   2. Otherwise the ?token= query value, if still present and a hand-over ticket (middleware
 *      normally moves it into its HttpOnly cookie and strips it from the address). A session token
 *      in an address is never used: it would sign the reader into the sender's account. Nor does
 *      the server spend a hand-over ticket sent this way (issue #24 part 2: any site can write an
 *      address): only middleware's cookie, for links from our pages or the rental centre, or the
 *      visitor's own confirmation on /login signs in with one.
 *   3. Otherwise the stored tokenId: the HttpOnly cookie, which the server reads when checkToken
 *      gets no tokenId.
 *   Then checkToken. Code "1" → signed in: showNumber = data.userMobile, login = true (the server
 *   sets the cookies), rental-centre iframe source set. Anything else → signed out, the three
 *   values cleared, silently.
 */
import { checkToken, fingerprintLogin, type CheckTokenData } from './account';
import type { ApiResult, FetchLike } from './envelope';

export type FingerprintAnswer = Pick<ApiResult<string | null>, 'code' | 'data'>;

export type TokenChoice =
  | { source: 'fingerprint'; token: string }
  | { source: 'query'; token: string }
  | { source: 'stored' };

/** A hand-over ticket (tk_ + 32 base64url): the only thing worth taking from an address. */
const TOKEN_SHAPE = /^tk_[A-Za-z0-9_-]{32}$/;

export function isTokenShaped(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

/** The decision table of spec §4 (which token to validate). */
export function chooseStartupToken(input: { fingerprintAnswer: FingerprintAnswer | null; queryToken: string | null }): TokenChoice {
  const answer = input.fingerprintAnswer;
  if (answer && answer.code === '1' && typeof answer.data === 'string' && answer.data) {
    return { source: 'fingerprint', token: answer.data };
  }
  // Anything but a ticket is ignored (as middleware does): a stray link must not sign someone out or in.
  if (isTokenShaped(input.queryToken)) return { source: 'query', token: input.queryToken };
  return { source: 'stored' };
}

export type StartupOutcome =
  | { state: 'signedIn'; source: TokenChoice['source']; userMobile: string; rentCenterTicket: string | null }
  | { state: 'signedOut'; source: TokenChoice['source'] }
  /** No answer at all (network down, or the page was left mid-request): nothing is changed. */
  | { state: 'undecided'; source: TokenChoice['source'] };

/**
 * What a validation answer means (spec §4: only code "1" signs in, any other answer signs out).
 * A request that got no answer is not a validation: the session may well be alive on the server,
 * so a flaky connection or a click to the next page must not sign the citizen out.
 */
export function outcomeOfValidation(source: TokenChoice['source'], answer: ApiResult<CheckTokenData>): StartupOutcome {
  // No answer, or "busy, retry later" (503: the database did not answer): not a validation, so
  // nothing changes. Any other answer, a 500 included, is one (spec §4).
  if (!answer.ok && (answer.status === 0 || answer.status === 503)) return { state: 'undecided', source };
  if (answer.ok && answer.code === '1' && answer.data && typeof answer.data.userMobile === 'string') {
    return {
      state: 'signedIn',
      source,
      userMobile: answer.data.userMobile,
      rentCenterTicket: typeof answer.data.rentCenterTicket === 'string' ? answer.data.rentCenterTicket : null,
    };
  }
  return { state: 'signedOut', source };
}

export type StartupDeps = {
  /** FingerprintJS visitorId; null or a rejection skips the fingerprint branch. */
  getFingerprint: () => Promise<string | null>;
  /** The ?token= value of the current address, if any. */
  queryToken: string | null;
  /**
   * Whether a stored tokenId may exist: the readable `login` cookie is set and expires with the
   * HttpOnly tokenId (and is "pending" after a ?token= hand-over). Without it there is nothing to
   * validate, so no request is made (a visitor's page then logs no 401). Default: true.
   */
  hasStoredToken?: boolean;
  /**
   * Whether this browser may hold a remembered-device cookie (bzf_remembered is set). Without one
   * the lookup cannot answer a ticket, so no fingerprint is computed. Default: true.
   */
  hasDeviceBinding?: boolean;
  fetchImpl?: FetchLike;
};

export async function runStartupLogin(deps: StartupDeps): Promise<StartupOutcome> {
  let fingerprintAnswer: FingerprintAnswer | null = null;
  try {
    const fingerprint = deps.hasDeviceBinding === false ? null : await deps.getFingerprint();
    if (fingerprint) fingerprintAnswer = await fingerprintLogin(fingerprint, deps.fetchImpl);
  } catch {
    fingerprintAnswer = null;
  }
  const choice = chooseStartupToken({ fingerprintAnswer, queryToken: deps.queryToken });
  if (choice.source === 'stored' && deps.hasStoredToken === false) return { state: 'signedOut', source: 'stored' };
  const answer = await checkToken(choice.source === 'stored' ? undefined : choice.token, deps.fetchImpl);
  return outcomeOfValidation(choice.source, answer);
}

export type StartupSinks = {
  signedIn: (userMobile: string) => void;
  signedOut: () => void;
  /** Rental-centre iframe source (navigation state, spec §2). */
  setIframeSrc: (src: string | null) => void;
  /** Destroys the readable showNumber / login cookies (the server expires tokenId itself). */
  clearStoredValues: () => void;
  rentCenterUrl: (ticket: string) => string;
};

/** Applies an outcome to the page state; returns the iframe source (also to be set again on window load). */
export function applyStartupOutcome(outcome: StartupOutcome, sinks: StartupSinks): string | null {
  if (outcome.state === 'signedIn') {
    sinks.signedIn(outcome.userMobile);
    const src = outcome.rentCenterTicket ? sinks.rentCenterUrl(outcome.rentCenterTicket) : null;
    sinks.setIframeSrc(src);
    return src;
  }
  if (outcome.state === 'undecided') return null;
  sinks.signedOut();
  sinks.clearStoredValues();
  sinks.setIframeSrc(null);
  return null;
}
