/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { call } from '@/lib/api/test-helpers';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { recruitDrafts } from '@/lib/db/schema';
import { listDrafts, saveDraft } from '@/lib/recruitment/drafts';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import * as draftRoute from '@/app/api/bzf-portal-apply/draft/route';
import * as insertRoute from '@/app/api/bzf-portal-apply/application/insert/route';
import * as companyRoute from '@/app/api/bzf-portal-apply/application/company/route';
import { fromHousingDraft, HOUSING_DRAFT_POST, toHousingDraft } from './draft-data';
import { getHousingDraft } from './drafts';
import { COMPANY_APPLICATION_FIELDS } from '@/lib/validation/company-application';
import { HOUSING_APPLICATION_FIELDS } from '@/lib/validation/housing-application';
import { creditCheckCharacter, organisationCheckCharacter } from '@/lib/validation/credit-code';
import { completeResidentId } from '@/lib/validation/resident-id.mjs';
import { householdApplication } from '@/lib/applications/test-applications.mjs';

const CREDIT = (() => {
  const first17 = `91330100MA2H3K4L${organisationCheckCharacter('MA2H3K4L')}`;
  return first17 + creditCheckCharacter(first17);
})();

const plainPost = (handler: (r: Request) => Promise<Response>, path: string, user: TestUser, fields: [string, string][]) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', cookie: `tokenId=${user.token}` },
      body: new URLSearchParams(fields).toString(),
    }),
  );

describe('housing draft data', () => {
  it('keeps the typed text as strings, joins lists, and never keeps the ticks or the idempotency key', () => {
    const d = toHousingDraft({ applicantName: '张安居', age: 35, familyMemberIds: ['3', '7'], declaration: true, consent: true, idempotencyKey: 'k', stray: 'x' }, HOUSING_APPLICATION_FIELDS);
    expect(d).toEqual({ applicantName: '张安居', age: '35', familyMemberIds: '3,7' });
    expect(fromHousingDraft(d, HOUSING_APPLICATION_FIELDS, ['familyMemberIds'])).toEqual({ applicantName: '张安居', age: '35', familyMemberIds: ['3', '7'] });
  });
});

describeEachDatabase('housing application drafts', (database) => {
  let user: TestUser;
  beforeAll(async () => {
    user = await addTestUser(database().db);
  });

  it('保存草稿 without JavaScript stores the typed fields and 303s back to the form, which reads them; 家庭信息 keeps them and returns to the form', async () => {
    const res = await plainPost(draftRoute.POST, '/api/bzf-portal-apply/draft', user, [
      ['draftProduct', 'gzf'],
      ['draftNext', 'form'],
      ['applicantName', '张安居'],
      ['currentAddress', '澄江区明德路 18 号'],
      ['familyMemberIds', '5'],
      ['declaration', '1'],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('/t1/housingApply?product=gzf&draft=saved');
    const draft = await getHousingDraft(user.userId, 'gzf');
    expect(draft?.data).toEqual({ applicantName: '张安居', currentAddress: '澄江区明德路 18 号', familyMemberIds: '5' });
    const family = await plainPost(draftRoute.POST, '/api/bzf-portal-apply/draft', user, [
      ['draftProduct', 'gycq'],
      ['draftNext', 'family'],
      ['projectId', '12'],
      ['applicantName', '李申购'],
    ]);
    expect(family.status).toBe(303);
    expect(family.headers.get('location')).toContain(`/t1/personalCenter/personal_info/gzf_familyInfo?returnTo=${encodeURIComponent('/t1/housingApply?product=gycq&projectId=12')}`);
    expect((await getHousingDraft(user.userId, 'gycq'))?.data).toEqual({ projectId: '12', applicantName: '李申购', familyMemberIds: '' });
    // Housing drafts are not on the recruitment drafts list.
    expect((await listDrafts(user.userId)).some((d) => d.kind === 'housing')).toBe(false);
  });

  it('saves as the person types through the drafts API (kind housing), with revisions', async () => {
    const first = await saveDraft(user.userId, { kind: 'housing', postId: HOUSING_DRAFT_POST.bzf_company, baseRevision: 0, data: { companyName: '青禾科技' } });
    const second = await saveDraft(user.userId, { kind: 'housing', postId: HOUSING_DRAFT_POST.bzf_company, baseRevision: first.revision, data: { companyName: '青禾科技有限公司' } });
    expect(second.revision).toBe(first.revision + 1);
    expect((await getHousingDraft(user.userId, 'bzf_company'))?.data).toEqual({ companyName: '青禾科技有限公司' });
  });

  it('a refused plain post keeps what was typed as the draft; a submitted application deletes it', async () => {
    const refused = await plainPost(companyRoute.POST, '/api/bzf-portal-apply/application/company', user, [
      ['companyName', '青禾科技有限公司'],
      ['creditCode', CREDIT.slice(0, 17) + (CREDIT[17] === '0' ? '1' : '0')],
      ['contactName', '王经办'],
      ['contactMobile', '13900000009'],
      ['homesWanted', '1'],
      ['staffList', `赵一职 ${completeResidentId('44052419800101001')}`],
      ['district', 'cj'],
      ['layout', 'one'],
      ['declaration', '1'],
      ['consent', '1'],
      ['idempotencyKey', randomUUID()],
    ]);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toContain('fields=creditCode');
    const kept = await getHousingDraft(user.userId, 'bzf_company');
    expect(kept?.data).toMatchObject({ companyName: '青禾科技有限公司', staffList: `赵一职 ${completeResidentId('44052419800101001')}` });
    expect(fromHousingDraft(kept?.data, COMPANY_APPLICATION_FIELDS)).not.toHaveProperty('declaration');

    const ok = await plainPost(companyRoute.POST, '/api/bzf-portal-apply/application/company', user, [
      ['companyName', '青禾科技有限公司'],
      ['creditCode', CREDIT],
      ['contactName', '王经办'],
      ['contactMobile', '13900000009'],
      ['homesWanted', '1'],
      ['staffList', `赵一职 ${completeResidentId('44052419800101001')}`],
      ['district', 'cj'],
      ['layout', 'one'],
      ['declaration', '1'],
      ['consent', '1'],
      ['idempotencyKey', randomUUID()],
    ]);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(/\/t1\/housingApply\?submitted=\d+/);
    expect(await getHousingDraft(user.userId, 'bzf_company')).toBeNull();
    const rows = await database().db.select().from(recruitDrafts).where(and(eq(recruitDrafts.userId, user.userId), eq(recruitDrafts.kind, 'housing')));
    expect(rows.map((r) => r.postId).sort()).toEqual([HOUSING_DRAFT_POST.gzf, HOUSING_DRAFT_POST.gycq].sort());
  });

  it('the personal application deletes its draft when submitted (JSON)', async () => {
    await saveDraft(user.userId, { kind: 'housing', postId: HOUSING_DRAFT_POST.bzf, baseRevision: 0, data: { applicantName: '赵' } });
    const res = await call(insertRoute.POST, '/api/bzf-portal-apply/application/insert', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: `tokenId=${user.token}` },
      body: JSON.stringify({ product: 'bzf', ...householdApplication({ applicantName: '赵安心', idNumber: completeResidentId('32010219850611123'), mobile: '13800000003', layout: 'one' }) }),
    });
    expect(res.status).toBe(200);
    expect(await getHousingDraft(user.userId, 'bzf')).toBeNull();
  });
});
