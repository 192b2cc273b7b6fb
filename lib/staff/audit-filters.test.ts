/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import type { Db } from '@/lib/db/client';
import { staff } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { CATALOGUE } from './catalogue/registry';
import { AUDIT_OTHER_ACTORS, auditFilterChoices, listAuditLog, recordAudit, type AuditActor } from './audit';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITY_LABELS } from './text';

/**
 * The audit log's filter (issue #26 part 2): its choices come from the code and the staff table,
 * never from reading the log, and each filter reads an index, so a log of any size answers a page
 * of a rare action or actor without being read whole.
 */

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * 60_000);

/** The plan of the page query of listAuditLog for a filter, with sequential scans priced out (can it use an index?). */
async function indexesUsed(db: Db, where: ReturnType<typeof sql>): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain select * from bps_audit_log where ${where} order by at desc, id desc limit 50`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

describe.each(testTargets().map((t) => [t.name, t] as const))('the audit log filter on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await db()
      .insert(staff)
      .values([
        { login: 'filter.editor', displayName: '筛选编辑', role: 'editor', passwordHash: 'x' },
        { login: 'filter.newcomer', displayName: '新同事', role: 'reviewer', passwordHash: 'x' },
      ]);
    const member: AuditActor = { staffId: 1, login: 'filter.editor', role: 'editor', address: '10.1.1.1' };
    const commandLine: AuditActor = { staffId: null, login: '命令行:ops', role: 'cli', address: 'host-a' };
    const otherCommandLine: AuditActor = { staffId: null, login: '命令行:root', role: 'cli', address: 'host-b' };
    const seed: AuditActor = { staffId: null, login: '演示数据', role: 'seed', address: '' };
    // A login the staff table no longer has (the trail outlives the account).
    const departed: AuditActor = { staffId: 99, login: 'departed.clerk', role: 'reviewer', address: '10.1.1.2' };
    const write = (actor: AuditActor, action: Parameters<typeof recordAudit>[2]['action'], minute: number) =>
      recordAudit(db(), actor, { action, entity: 'content', entityId: minute }, at(minute));
    for (let i = 0; i < 40; i++) await write(member, 'content.update', i);
    await write(commandLine, 'staff.create', 100);
    await write(otherCommandLine, 'staff.reset2fa', 101);
    await write(seed, 'staff.create', 102);
    await write(departed, 'content.publish', 103);
  }, 60_000);
  afterAll(() => closeServiceDatabase(handle));

  it('offers every action the code records, in the code order, whether or not the log holds one yet', async () => {
    const choices = await auditFilterChoices();
    expect(choices.actions).toEqual(Object.keys(AUDIT_ACTION_LABELS));
    expect(choices.actions).toContain('content.policy');
    expect(choices.entities).toEqual(Object.keys(AUDIT_ENTITY_LABELS));
  });

  it('offers the staff table’s members, then 命令行, 演示数据 and 群众本人, and no login read from the log', async () => {
    const { staff: offered } = await auditFilterChoices();
    expect(offered).toEqual([
      { value: 'filter.editor', label: 'filter.editor（筛选编辑）' },
      { value: 'filter.newcomer', label: 'filter.newcomer（新同事）' },
      { value: '命令行', label: '命令行' },
      { value: '演示数据', label: '演示数据' },
      { value: '群众本人', label: '群众本人' },
    ]);
    // The departed member's rows are still found by typing the login into the query.
    expect((await listAuditLog({ staff: 'departed.clerk' })).total).toBe(1);
  });

  it('命令行 finds what the command line did under any machine user, 演示数据 what the seed did', async () => {
    const cli = await listAuditLog({ staff: AUDIT_OTHER_ACTORS.cli });
    expect(cli.rows.map((r) => r.staffLogin).sort()).toEqual(['命令行:ops', '命令行:root']);
    const seeded = await listAuditLog({ staff: AUDIT_OTHER_ACTORS.seed });
    expect(seeded.rows.map((r) => r.action)).toEqual(['staff.create']);
    expect((await listAuditLog({ staff: AUDIT_OTHER_ACTORS.cli, action: 'staff.reset2fa' })).total).toBe(1);
    expect((await listAuditLog({ action: 'content.update' })).total).toBe(40);
  });

  it('reads an index for each filter: action, staff member, 命令行 (role) and time', async () => {
    expect(await indexesUsed(db(), sql`action = 'staff.reset2fa'`)).toContain('bps_audit_log_action_idx');
    expect(await indexesUsed(db(), sql`staff_login = 'filter.editor'`)).toContain('bps_audit_log_staff_idx');
    expect(await indexesUsed(db(), sql`role = 'cli'`)).toContain('bps_audit_log_role_idx');
    expect(await indexesUsed(db(), sql`at >= ${at(100).toISOString()}::timestamptz`)).toContain('bps_audit_log_at_idx');
  });

  it('names every kind of record the catalogue editor writes to the log', () => {
    for (const definition of Object.values(CATALOGUE)) expect(AUDIT_ENTITY_LABELS).toHaveProperty([definition.entity]);
    // Every recorded action has its words.
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/\p{Script=Han}/u);
  });
});
