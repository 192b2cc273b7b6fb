/** @jest-environment node */
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { z } from '@/lib/validation/zod';
import { STAFF_COOKIE } from './cookie';
import { staffFormRoute } from './form-route';
import { ALL_STAFF_ACTIONS, roleCan, STAFF_ROLE_CODES, type StaffAction, type StaffRole } from './roles';
import { signedInStaffToken } from './test-sessions';

const ORIGIN = 'http://localhost';

const sessionOf = (role: StaffRole) => signedInStaffToken(role, 'formroute');

/** A console write that needs `action` and records who ran it. */
function routeFor(action: StaffAction, ran: string[]) {
  return staffFormRoute({
    context: `test.${action}`,
    action,
    schema: z.object({ title: z.string().trim().min(1, { error: '请填写标题' }) }),
    run: async (input, { staff, actor }) => {
      ran.push(`${staff.role}:${input.title}:${actor.login}`);
      return { saved: true };
    },
    form: { page: '/admin/test', fields: ['title'], next: () => '/admin/test?saved=1' },
  });
}

const json = (token: string | null, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...(token ? { Cookie: `${STAFF_COOKIE}=${token}` } : {}) },
  body: JSON.stringify(body),
});
const plain = (token: string | null, body: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...(token ? { Cookie: `${STAFF_COOKIE}=${token}` } : {}) },
  body,
});

describe.each(testTargets().map((t) => [t.name, t] as const))('console writes on the form kit on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  const tokens = new Map<StaffRole, string>();

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    for (const role of STAFF_ROLE_CODES) tokens.set(role, await sessionOf(role));
    // Four accounts with scrypt passwords: slow on a loaded machine.
  }, 120_000);
  afterAll(() => closeServiceDatabase(handle));

  it('runs a console write for every role allowed the action and refuses (403, nothing run) every other role', async () => {
    for (const action of ALL_STAFF_ACTIONS) {
      for (const role of STAFF_ROLE_CODES) {
        const ran: string[] = [];
        const response = await routeFor(action, ran)(new Request(`${ORIGIN}/admin/api/test`, json(tokens.get(role)!, { title: '通知' })));
        const body = (await response.json()) as { code: string; msg: string };
        if (roleCan(role, action)) {
          expect({ action, role, status: response.status, code: body.code }).toEqual({ action, role, status: 200, code: '1' });
          expect(ran).toEqual([expect.stringMatching(new RegExp(`^${role}:通知:formroute`))]);
        } else {
          expect({ action, role, status: response.status, code: body.code }).toEqual({ action, role, status: 403, code: '4030' });
          expect(body.msg).toMatch(/无权/);
          expect(ran).toEqual([]);
        }
      }
    }
  }, 60_000);

  it('sends a plain post without a console session to the console sign-in, and a JSON call gets 401', async () => {
    const ran: string[] = [];
    const route = routeFor('content.draft', ran);
    const posted = await route(new Request(`${ORIGIN}/admin/api/test`, plain(null, 'title=x')));
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toMatch(/\/admin\/login\?failed=expired$/);
    const called = await route(new Request(`${ORIGIN}/admin/api/test`, json('not-a-session', { title: 'x' })));
    expect(called.status).toBe(401);
    expect(ran).toEqual([]);
  });

  it('brings a wrong field back by name (never its value) on a plain post, and as data.fields on JSON', async () => {
    const ran: string[] = [];
    const route = routeFor('content.draft', ran);
    const posted = await route(new Request(`${ORIGIN}/admin/api/test`, plain(tokens.get('editor')!, 'title=%20%20')));
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/admin/test?failed=invalid&fields=title');
    const called = await route(new Request(`${ORIGIN}/admin/api/test`, json(tokens.get('editor')!, { title: '' })));
    expect(called.status).toBe(400);
    expect(((await called.json()) as { data: { fields: Record<string, string> } }).data.fields).toEqual({ title: '请填写标题' });
    expect(ran).toEqual([]);
  });

  it('refuses a cross-site plain post before reading it', async () => {
    const ran: string[] = [];
    const init = plain(tokens.get('admin')!, 'title=x');
    const response = await routeFor('settings.manage', ran)(new Request(`${ORIGIN}/admin/api/test`, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: 'https://evil.example' } }));
    expect(response.status).toBe(403);
    expect(ran).toEqual([]);
  });
});
