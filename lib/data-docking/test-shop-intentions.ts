/**
 * Test helpers: a shop registration (商铺意向登记) as the form posts it, for the service, handler and
 * schema tests. A fresh idempotency key each time unless the test names one.
 */
import { randomUUID } from 'node:crypto';

/** A company's registration of a catering business; `over` replaces or adds fields (shopIds…). */
export function companyShopForm(over: Record<string, unknown> = {}) {
  return {
    applicantKind: 'company',
    companyName: '青禾市和园餐饮管理有限公司',
    creditCode: '91350100M000100Y43',
    contactName: '王经理',
    mobile: '13912345678',
    intendedUse: 'catering',
    experience: '经营社区食堂三年。',
    idempotencyKey: randomUUID(),
    ...over,
  };
}

/** A person's registration of a retail business wanting 30–80 ㎡, naming no shop. */
export function personShopForm(over: Record<string, unknown> = {}) {
  return {
    applicantKind: 'person',
    personName: '李小红',
    contactName: '李小红',
    mobile: '13800001111',
    areaMin: '30',
    areaMax: '80',
    intendedUse: 'retail',
    idempotencyKey: randomUUID(),
    ...over,
  };
}
