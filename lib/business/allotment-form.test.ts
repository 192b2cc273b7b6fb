/** @jest-environment node */
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { addTestProject } from '@/lib/data-docking/test-projects';
import { saveFamilyMember } from '@/lib/register/family';
import { updateUserInfo } from '@/lib/register/profile';
import { addTestUser } from '@/lib/register/test-users';
import { UUID_PATTERN } from '@/lib/validation/form-input';
import { loadAllotmentForm, parseInvalidFields } from './allotment-form';

it('reads ?invalid= as known field names only', () => {
  expect(parseInvalidFields('mobile,projectId,<script>,idNumber')).toEqual(['idNumber', 'mobile', 'projectId']);
  expect(parseInvalidFields(null)).toEqual([]);
});

describeEachDatabase('allotment form data', (database) => {
  it('says when the next window opens while none is open; prefills the signed-in user and lists their family', async () => {
    const at = new Date('2026-11-20T04:00:00Z');
    await addTestProject(database().db, { name: '东港·望海苑', registrationFirstDay: '2027-03-01', registrationLastDay: '2027-03-31' });
    const anonymous = await loadAllotmentForm(null, {}, at);
    expect(anonymous).toMatchObject({ applicant: null, projects: [], nextWindow: { name: '东港·望海苑', startsLabel: '2027年3月1日' }, invalid: [], failed: false });
    expect(anonymous.idempotencyKey).toMatch(UUID_PATTERN);

    await addTestProject(database().db, { name: '北湖·安和苑', registrationFirstDay: '2026-11-10', registrationLastDay: '2026-12-10' });
    const user = await addTestUser(database().db, { name: '张安居' });
    await updateUserInfo(user.userId, { name: '张安居', idNumber: '110101199003074477' });
    await saveFamilyMember(user.userId, { name: '李安宁', relation: '配偶', idNumber: '11010519491231002X' });
    const signedIn = await loadAllotmentForm(user.userId, { failed: 'invalid', fields: 'idNumber' }, at);
    expect(signedIn.projects.map((p) => p.name)).toEqual(['北湖·安和苑']);
    expect(signedIn.nextWindow).toBeNull();
    expect(signedIn.applicant).toMatchObject({ name: '张安居', mobile: user.mobile, idNumberMasked: '1101**********4477', familyMembers: [{ name: '李安宁', relation: '配偶' }] });
    expect(signedIn).toMatchObject({ invalid: ['idNumber'], failed: true });
    expect((await loadAllotmentForm(user.userId, {}, at)).idempotencyKey).not.toBe(signedIn.idempotencyKey);
  });

  it('chooses the project a link names only when its registration is open', async () => {
    const at = new Date('2026-11-20T04:00:00Z');
    const open = await addTestProject(database().db, { name: '北湖·安和苑', registrationFirstDay: '2026-11-10', registrationLastDay: '2026-12-10' });
    const later = await addTestProject(database().db, { name: '东港·望海苑', registrationFirstDay: '2027-03-01', registrationLastDay: '2027-03-31' });
    expect((await loadAllotmentForm(null, { projectId: String(open.id) }, at)).chosenProjectId).toBe(open.id);
    expect((await loadAllotmentForm(null, { projectId: String(later.id) }, at)).chosenProjectId).toBeNull();
    expect((await loadAllotmentForm(null, { projectId: 'x' }, at)).chosenProjectId).toBeNull();
  });
});
