/** @jest-environment node */
import { STAFF_ROLE_VALUES } from '@/lib/validation/staff';
import { ALL_STAFF_ACTIONS, assertStaffCan, parseRole, ROLE_LABELS, roleCan, STAFF_ROLE_CODES, StaffForbidden, type StaffAction, type StaffRole } from './roles';

/**
 * The permission table written out by hand, row by row: a change to lib/staff/roles.ts that gives a
 * role more (or less) than this must change this test too.
 */
const EXPECTED: Record<StaffRole, StaffAction[]> = {
  editor: ['console.enter', 'content.read', 'content.draft', 'search.stats'],
  reviewer: ['console.enter', 'content.read', 'content.publish', 'catalogue.publish', 'search.manage', 'search.stats', 'search.rules'],
  caseworker: ['console.enter', 'case.handle', 'housing.review'],
  admin: ['console.enter', 'staff.manage', 'settings.manage', 'audit.read', 'audit.export', 'search.manage', 'search.stats', 'search.rules', 'privacy.retained'],
};

const pairs = STAFF_ROLE_CODES.flatMap((role) => ALL_STAFF_ACTIONS.map((action) => [role, action, EXPECTED[role].includes(action)] as const));

describe('roles × actions', () => {
  it('covers every role and every action', () => {
    expect(pairs).toHaveLength(4 * ALL_STAFF_ACTIONS.length);
    expect(ALL_STAFF_ACTIONS.sort()).toEqual(
      ['audit.export', 'audit.read', 'case.handle', 'catalogue.publish', 'console.enter', 'content.draft', 'content.publish', 'content.read', 'housing.review', 'privacy.retained', 'search.manage', 'search.rules', 'search.stats', 'settings.manage', 'staff.manage'].sort(),
    );
  });

  it.each(pairs)('%s → %s: allowed %s', (role, action, allowed) => {
    expect(roleCan(role, action)).toBe(allowed);
    if (allowed) expect(() => assertStaffCan({ role }, action)).not.toThrow();
    else {
      expect(() => assertStaffCan({ role }, action)).toThrow(StaffForbidden);
      try {
        assertStaffCan({ role }, action);
      } catch (error) {
        expect((error as StaffForbidden).status).toBe(403);
        expect((error as StaffForbidden).userMessage).toMatch(/^您的角色无权执行此操作：/);
      }
    }
  });

  it('reads a role by its Chinese name or its code, and nothing else', () => {
    expect(parseRole('管理员')).toBe('admin');
    expect(parseRole('业务经办')).toBe('caseworker');
    expect(parseRole(' editor ')).toBe('editor');
    expect(parseRole('老板')).toBeNull();
    expect(Object.values(ROLE_LABELS)).toEqual(['编辑', '审核', '业务经办', '管理员']);
  });

  it('offers the console’s forms exactly the roles the database accepts', () => {
    expect([...STAFF_ROLE_VALUES]).toEqual([...STAFF_ROLE_CODES]);
  });

  it('lets only 管理员 manage staff accounts (the console’s 工作人员 section)', () => {
    expect(STAFF_ROLE_CODES.filter((role) => roleCan(role, 'staff.manage'))).toEqual(['admin']);
  });
});
