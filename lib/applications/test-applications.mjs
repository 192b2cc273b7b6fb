/**
 * The household part of a personal application (公租房, 保租房（个人）, 共有产权 申购) as its form
 * posts it, for tests and the registration-window bench: a local household with 12 months of social
 * insurance, no home and a low income, which qualifies. A caller names what differs in `over`, and
 * adds product or projectId. Each call has its own idempotency key. Plain ESM, so scripts use it too.
 */
import { randomUUID } from 'node:crypto';
import { completeResidentId } from '../validation/resident-id.mjs';

/**
 * @param {Record<string, unknown>} [over]
 * @returns {Record<string, unknown>}
 */
export function householdApplication(over = {}) {
  return {
    applicantName: '张安居',
    idNumber: completeResidentId('11010119900307447'),
    mobile: '13800000001',
    residence: 'local',
    socialInsurance: 'from12',
    housing: 'none',
    currentAddress: '澄江区明德路 18 号 3 栋 201',
    income: 'under3000',
    age: '35',
    talent: '',
    district: 'cj',
    layout: 'two',
    familyMemberIds: [],
    declaration: '1',
    consent: '1',
    idempotencyKey: randomUUID(),
    ...over,
  };
}
