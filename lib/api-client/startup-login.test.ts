/**
 * Spec §4 start-up login: one test per rule of the decision table, with fetch mocked.
 */
import { applyStartupOutcome, chooseStartupToken, outcomeOfValidation, runStartupLogin, type StartupSinks } from './startup-login';

const TICKET = 'tk_' + 'A'.repeat(32);
const SESSION = 'S'.repeat(43);
/** A hand-over ticket: the only token the address may carry. */
const HANDOVER = 'tk_' + 'H'.repeat(32);
const RENT_TICKET = 'tk_' + 'R'.repeat(32);

type Call = { url: string; body: unknown; headers: Record<string, string> };

/** jsdom has no Response: the part of it the client reads. */
function json(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}

/** A fake server: the fingerprint answer and the checkToken verdict per submitted token. */
function fakeServer(opts: {
  fingerprint?: { status: number; body: unknown } | 'network-error';
  valid?: (tokenId: string | undefined) => boolean;
}) {
  const calls: Call[] = [];
  const fetchImpl = jest.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    if (url.endsWith('/fingerprintLogin')) {
      if (opts.fingerprint === 'network-error') throw new TypeError('Failed to fetch');
      const f = opts.fingerprint ?? { status: 200, body: { code: '1', msg: '操作成功', data: null } };
      return json(f.status, f.body);
    }
    if (url.endsWith('/checkToken')) {
      const tokenId = (body as { tokenId?: string }).tokenId;
      return (opts.valid ?? (() => false))(tokenId)
        ? json(200, { code: '1', msg: '操作成功', data: { userMobile: '138****8000', rentCenterTicket: RENT_TICKET } })
        : json(401, { code: '4010', msg: '登录已失效，请重新登录', data: null });
    }
    throw new Error(`unexpected call ${url}`);
  });
  return { calls, fetchImpl };
}

const checkTokenCall = (calls: Call[]) => calls.find((c) => c.url.endsWith('/checkToken'));

function sinks(): StartupSinks & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    signedIn: (m) => log.push(`signedIn:${m}`),
    signedOut: () => log.push('signedOut'),
    setIframeSrc: (src) => log.push(`iframe:${src}`),
    clearStoredValues: () => log.push('cleared'),
    rentCenterUrl: (t) => `http://127.0.0.1/rentCenter/syncloginportal.html?token=${t}`,
  };
}

describe('spec §4 start-up login', () => {
  it('the fingerprint is computed and sent to the server (fingerprintLogin, field "fingerprint")', async () => {
    const { calls, fetchImpl } = fakeServer({});
    await runStartupLogin({ getFingerprint: async () => 'fp123', queryToken: null, fetchImpl });
    expect(calls[0]).toMatchObject({ url: '/api/bzf-portal-register/portal/fingerprintLogin', body: { fingerprint: 'fp123' } });
  });

  it('fingerprint answer code "1" with data: that data is the token validated', async () => {
    const { calls, fetchImpl } = fakeServer({
      fingerprint: { status: 200, body: { code: '1', msg: '操作成功', data: TICKET } },
      valid: (t) => t === TICKET,
    });
    const outcome = await runStartupLogin({ getFingerprint: async () => 'fp123', queryToken: HANDOVER, fetchImpl });
    expect(checkTokenCall(calls)?.body).toEqual({ tokenId: TICKET });
    expect(outcome).toEqual({ state: 'signedIn', source: 'fingerprint', userMobile: '138****8000', rentCenterTicket: RENT_TICKET });
  });

  it('fingerprint answer code "1" without data: the ?token= query value is the token', async () => {
    const { calls, fetchImpl } = fakeServer({ valid: (t) => t === HANDOVER });
    const outcome = await runStartupLogin({ getFingerprint: async () => 'fp123', queryToken: HANDOVER, fetchImpl });
    expect(checkTokenCall(calls)?.body).toEqual({ tokenId: HANDOVER });
    expect(outcome).toMatchObject({ state: 'signedIn', source: 'query' });
  });

  it('fingerprint answer other than code "1": the query token is used', async () => {
    const { calls, fetchImpl } = fakeServer({
      fingerprint: { status: 400, body: { code: '4000', msg: '设备标识格式不正确', data: null } },
      valid: () => true,
    });
    const outcome = await runStartupLogin({ getFingerprint: async () => 'fp123', queryToken: HANDOVER, fetchImpl });
    expect(checkTokenCall(calls)?.body).toEqual({ tokenId: HANDOVER });
    expect(outcome.source).toBe('query');
  });

  it('fingerprint that cannot be computed skips that branch (no lookup is sent)', async () => {
    const { calls, fetchImpl } = fakeServer({ valid: () => true });
    const outcome = await runStartupLogin({ getFingerprint: async () => Promise.reject(new Error('blocked')), queryToken: null, fetchImpl });
    expect(calls.map((c) => c.url)).toEqual(['/api/bzf-portal-register/portal/checkToken']);
    expect(outcome).toMatchObject({ state: 'signedIn', source: 'stored' });
  });

  it('fingerprint lookup failing on the network skips that branch', async () => {
    const { calls, fetchImpl } = fakeServer({ fingerprint: 'network-error', valid: (t) => t === HANDOVER });
    const outcome = await runStartupLogin({ getFingerprint: async () => 'fp123', queryToken: HANDOVER, fetchImpl });
    expect(checkTokenCall(calls)?.body).toEqual({ tokenId: HANDOVER });
    expect(outcome.state).toBe('signedIn');
  });

  it('no fingerprint token and no query token: the stored tokenId is validated (empty body, the server reads the cookie)', async () => {
    const { calls, fetchImpl } = fakeServer({ valid: (t) => t === undefined });
    const outcome = await runStartupLogin({ getFingerprint: async () => 'fp123', queryToken: null, fetchImpl });
    expect(checkTokenCall(calls)?.body).toEqual({});
    expect(outcome).toMatchObject({ state: 'signedIn', source: 'stored', userMobile: '138****8000' });
  });

  it('no fingerprint token, no query token and no login cookie: nothing stored to validate, so signed out without a request', async () => {
    const { calls, fetchImpl } = fakeServer({ valid: () => true });
    const outcome = await runStartupLogin({ getFingerprint: async () => 'fp123', queryToken: null, hasStoredToken: false, fetchImpl });
    expect(outcome).toEqual({ state: 'signedOut', source: 'stored' });
    expect(checkTokenCall(calls)).toBeUndefined();
  });

  it('a browser with no remembered device computes no fingerprint and asks no lookup; its stored tokenId is still validated', async () => {
    const { calls, fetchImpl } = fakeServer({ fingerprint: { status: 200, body: { code: '1', msg: '操作成功', data: TICKET } }, valid: (t) => t === undefined });
    const getFingerprint = jest.fn(async () => 'fp123');
    const outcome = await runStartupLogin({ getFingerprint, queryToken: null, hasDeviceBinding: false, fetchImpl });
    expect(getFingerprint).not.toHaveBeenCalled();
    expect(calls.map((c) => c.url)).toEqual(['/api/bzf-portal-register/portal/checkToken']);
    expect(outcome).toMatchObject({ state: 'signedIn', source: 'stored' });
  });

  it('a browser with a remembered device is signed in by its fingerprint ticket', async () => {
    const { calls, fetchImpl } = fakeServer({ fingerprint: { status: 200, body: { code: '1', msg: '操作成功', data: TICKET } }, valid: (t) => t === TICKET });
    const outcome = await runStartupLogin({ getFingerprint: async () => 'fp123', queryToken: null, hasDeviceBinding: true, hasStoredToken: false, fetchImpl });
    expect(calls[0]?.url).toBe('/api/bzf-portal-register/portal/fingerprintLogin');
    expect(outcome).toMatchObject({ state: 'signedIn', source: 'fingerprint' });
  });

  it('a malformed ?token= is ignored and the stored tokenId is validated instead', () => {
    expect(chooseStartupToken({ fingerprintAnswer: null, queryToken: 'x<script>' })).toEqual({ source: 'stored' });
  });

  it('a session token in the address is never used (it would sign the reader into the sender\'s account): the stored tokenId is validated', () => {
    expect(chooseStartupToken({ fingerprintAnswer: null, queryToken: SESSION })).toEqual({ source: 'stored' });
    expect(chooseStartupToken({ fingerprintAnswer: null, queryToken: HANDOVER })).toEqual({ source: 'query', token: HANDOVER });
  });

  it('validation code "1": showNumber from data.userMobile, login=true, state logged in, rental-centre iframe source set', async () => {
    const { fetchImpl } = fakeServer({ valid: () => true });
    const outcome = await runStartupLogin({ getFingerprint: async () => null, queryToken: null, fetchImpl });
    const s = sinks();
    const src = applyStartupOutcome(outcome, s);
    expect(s.log).toEqual([`signedIn:138****8000`, `iframe:http://127.0.0.1/rentCenter/syncloginportal.html?token=${RENT_TICKET}`]);
    expect(src).toBe(`http://127.0.0.1/rentCenter/syncloginportal.html?token=${RENT_TICKET}`);
  });

  it('validation other than code "1": state logged out and the three values cleared, silently', async () => {
    const { fetchImpl } = fakeServer({ valid: () => false });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const outcome = await runStartupLogin({ getFingerprint: async () => null, queryToken: HANDOVER, fetchImpl });
    expect(outcome).toEqual({ state: 'signedOut', source: 'query' });
    const s = sinks();
    expect(applyStartupOutcome(outcome, s)).toBeNull();
    expect(s.log).toEqual(['signedOut', 'cleared', 'iframe:null']);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('a validation that gets no answer (network down, page left mid-request) changes nothing: no sign-out, nothing cleared', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await runStartupLogin({ getFingerprint: async () => null, queryToken: null, fetchImpl });
    expect(outcome).toEqual({ state: 'undecided', source: 'stored' });
    const s = sinks();
    expect(applyStartupOutcome(outcome, s)).toBeNull();
    expect(s.log).toEqual([]);
  });

  it('a validation whose body never arrives (page left while it was read) changes nothing either', async () => {
    const aborted = {
      ok: true,
      status: 200,
      json: async () => {
        throw new DOMException('The user aborted a request.', 'AbortError');
      },
    } as unknown as Response;
    const fetchImpl = jest.fn(async () => aborted);
    const outcome = await runStartupLogin({ getFingerprint: async () => null, queryToken: null, fetchImpl });
    expect(outcome).toEqual({ state: 'undecided', source: 'stored' });
  });

  it('a body that is not JSON is an answer (not code "1"): logged out', async () => {
    const html = {
      ok: false,
      status: 502,
      json: async () => JSON.parse('<html>'),
    } as unknown as Response;
    const outcome = await runStartupLogin({ getFingerprint: async () => null, queryToken: null, fetchImpl: jest.fn(async () => html) });
    expect(outcome).toEqual({ state: 'signedOut', source: 'stored' });
  });

  it('a server error answer is still an answer other than code "1": logged out', async () => {
    const fetchImpl = jest.fn(async () => json(500, { code: '5000', msg: '系统繁忙，请稍后再试', data: null }));
    const outcome = await runStartupLogin({ getFingerprint: async () => null, queryToken: null, fetchImpl });
    expect(outcome).toEqual({ state: 'signedOut', source: 'stored' });
  });

  it('a code "1" answer without userMobile is not a sign-in', async () => {
    const fetchImpl = jest.fn(async () => json(200, { code: '1', msg: '操作成功', data: null }));
    const outcome = await runStartupLogin({ getFingerprint: async () => null, queryToken: null, fetchImpl });
    expect(outcome.state).toBe('signedOut');
  });

  it('a busy server (503) is no answer: the citizen stays signed in', () => {
    expect(outcomeOfValidation('stored', { ok: false, status: 503, code: '5030', msg: '服务繁忙，请稍后再试', data: null } as never)).toEqual({ state: 'undecided', source: 'stored' });
  });
});
