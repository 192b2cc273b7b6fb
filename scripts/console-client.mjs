/**
 * The staff console over HTTP, as a browser without JavaScript uses it: the sign-in form (password,
 * then the TOTP code of this moment), the article form and the workflow buttons, each a same-origin
 * form post that the console answers with 303. Used by the cluster test (scripts/cluster-test.mjs)
 * and the console bench (scripts/bench-console.mjs). The demo staff, their TOTP codes and the
 * cookie's name come from the portal's own modules (loaded through tsx), not from copies.
 */
import { tsImport } from 'tsx/esm/api';

const { totpCodeAt, TOTP_PERIOD_SECONDS } = await tsImport('../lib/staff/totp.ts', import.meta.url);
const { DEMO_STAFF } = await tsImport('../lib/staff/demo-accounts.ts', import.meta.url);
const { STAFF_COOKIE } = await tsImport('../lib/staff/cookie.ts', import.meta.url);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The demo member of staff with this role (lib/staff/demo-accounts.ts): editor, reviewer, caseworker, admin. */
export function demoStaff(role) {
  const found = DEMO_STAFF.find((s) => s.role === role);
  if (!found) throw new Error(`no demo staff with role ${role}`);
  return found;
}

/**
 * One form post from the console's own pages: the answer's status, where its 303 leads (path and
 * query) and the console cookie it sets, if any.
 */
export async function postConsoleForm(origin, path, fields, cookie = null) {
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const text = await res.text();
  const location = res.headers.get('location');
  const to = location ? new URL(location, origin) : null;
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_COOKIE}=`));
  const token = set ? set.split(';')[0].slice(STAFF_COOKIE.length + 1) : null;
  return { status: res.status, to: to ? to.pathname + to.search : null, cookie: token ? `${STAFF_COOKIE}=${token}` : null, text };
}

/**
 * Signs `who` in through `origin`: the password step, then the code of the current 30-second step.
 * A code is taken once per step and account, so when this account already signed in during this
 * step the next step's code is waited for. On a fresh database the demo staff may be seeded again
 * just after the password step (?failed=expired): the step is tried again.
 * Returns a session: { origin, cookie, who }.
 */
export async function signInStaff(origin, who) {
  let pending = null;
  for (let attempt = 0; attempt < 5 && !pending; attempt++) {
    const r = await postConsoleForm(origin, '/admin/api/sign-in', { login: who.login, password: who.password });
    if (r.status === 303 && r.to === '/admin/login/verify' && r.cookie) pending = r.cookie;
    else if (r.status === 303 && r.to?.includes('failed=expired')) await sleep(1_000);
    else throw new Error(`the password step of ${who.login} answered HTTP ${r.status} → ${r.to ?? r.text.slice(0, 200)}`);
  }
  if (!pending) throw new Error(`the password step of ${who.login} kept answering ?failed=expired`);
  for (let attempt = 0; attempt < 2; attempt++) {
    const r = await postConsoleForm(origin, '/admin/api/verify', { code: totpCodeAt(who.totpSecret) }, pending);
    if (r.status === 303 && r.to === '/admin' && r.cookie) return { origin, cookie: r.cookie, who };
    if (!(r.status === 303 && r.to?.includes('failed=replayed'))) throw new Error(`the code step of ${who.login} answered HTTP ${r.status} → ${r.to ?? r.text.slice(0, 200)}`);
    const periodMs = TOTP_PERIOD_SECONDS * 1000;
    await sleep(periodMs - (Date.now() % periodMs) + 200);
  }
  throw new Error(`the code of ${who.login} was refused as already used twice`);
}

/** The article form's 保存草稿 (a new draft): its id. */
export async function saveDraft(session, { title, columnKey, summary = '', bodyHtml = '<p></p>' }) {
  const r = await postConsoleForm(
    session.origin,
    '/admin/api/content/save',
    { id: '', title, summary, columnKey, source: '', coverUrl: '', bodyHtml, attachments: '', publishAt: '' },
    session.cookie,
  );
  const id = r.status === 303 ? /^\/admin\/content\/(\d+)\?saved=1$/.exec(r.to ?? '')?.[1] : null;
  if (!id) throw new Error(`保存草稿 as ${session.who.login} answered HTTP ${r.status} → ${r.to ?? r.text.slice(0, 200)}`);
  return Number(id);
}

/**
 * A workflow button on the article's page (submit, publish, returnToDraft, withdraw, redraft):
 * { status, to, ok } — ok when the console answered 303 to the article's page with ?done=<step>.
 */
export async function contentStep(session, id, step, publishAt = '') {
  const r = await postConsoleForm(session.origin, '/admin/api/content/step', { id: String(id), step, publishAt }, session.cookie);
  return { status: r.status, to: r.to, ok: r.status === 303 && r.to === `/admin/content/${id}?done=${step}` };
}
