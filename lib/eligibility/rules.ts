import type { HousingBusinessCode } from './businesses';
import type { ChoiceQuestionId, ChoiceValue, NumberQuestionId } from './questions';

/**
 * DEMO rule sets, one per business, modelled on typical Chinese city policies (public rental for
 * low-income households and migrant workers, guaranteed rental for new citizens without a home,
 * allotment sale for salaried households and talents, shared ownership for households without a
 * home). They are not any city's current policy; the page shows DEMO_RULES_NOTE next to the result.
 *
 * A rule holds when ANY of its ways holds; a way holds when ALL its conditions hold. Reasons may name
 * an answer as {questionId}; it is replaced by what the visitor chose ("3,000 元以下", "3 人").
 */

export const DEMO_RULES_NOTE =
  '以下为演示规则，参照常见城市的保障性住房政策编写，并非本市现行政策。自查结果仅供参考，实际申请条件和审核结果以主管部门公布的政策为准。';

/** One condition on one answer: a choice among options, or a number within bounds. */
export type Condition =
  | { [Q in ChoiceQuestionId]: { readonly q: Q; readonly in: readonly ChoiceValue<Q>[] } }[ChoiceQuestionId]
  | { readonly q: NumberQuestionId; readonly min?: number; readonly max?: number };

export type RuleWay = { readonly when: readonly [Condition, ...Condition[]]; readonly reason: string };

export type EligibilityRule = {
  readonly id: string;
  readonly title: string;
  readonly ways: readonly [RuleWay, ...RuleWay[]];
  readonly failReason: string;
};

export type RuleSet = {
  readonly business: HousingBusinessCode;
  readonly demo: true;
  readonly note: string;
  readonly rules: readonly EligibilityRule[];
};

const adultApplicant: EligibilityRule = {
  id: 'age',
  title: '申请人年龄',
  ways: [{ when: [{ q: 'age', min: 18 }], reason: '申请人 {age}，已满 18 周岁' }],
  failReason: '申请人须年满 18 周岁（您填写的是 {age}）',
};

/** 本市户籍: a local household meets the residence rule of every business but 保租房 (which asks no more). */
function localHousehold(business: string): RuleWay {
  return { when: [{ q: 'residence', in: ['local'] }], reason: `本市户籍，符合${business}户籍条件` };
}

/** A residence permit with 36 months of social insurance: the newcomer's way into the homes for sale. */
function permitWith36Months(business: string): RuleWay {
  return {
    when: [
      { q: 'residence', in: ['permit'] },
      { q: 'socialInsurance', in: ['from36'] },
    ],
    reason: `持有本市居住证并连续缴纳社保 36 个月及以上，符合${business}申请条件`,
  };
}

/** A business's demo rule set: its own rules, then the applicant's age, which every business asks. */
function demoRuleSet(business: HousingBusinessCode, rules: readonly EligibilityRule[]): RuleSet {
  return { business, demo: true, note: DEMO_RULES_NOTE, rules: [...rules, adultApplicant] };
}

const gzf = demoRuleSet('gzf', [
  {
    id: 'residence',
    title: '户籍或居住条件',
    ways: [
      localHousehold('公租房'),
      {
        when: [
          { q: 'residence', in: ['permit'] },
          { q: 'socialInsurance', in: ['from12', 'from36'] },
        ],
        reason: '持有本市居住证并连续缴纳社保 {socialInsurance}，符合外来务工人员申请条件',
      },
    ],
    failReason: '公租房须本市户籍，或持本市居住证并在本市连续缴纳社保满 12 个月',
  },
  {
    id: 'housing',
    title: '住房条件',
    ways: [{ when: [{ q: 'housing', in: ['none', 'small'] }], reason: '{housing}，符合公租房住房困难条件' }],
    failReason: '家庭人均住房建筑面积 15 平方米及以上，不符合公租房住房困难条件',
  },
  {
    id: 'income',
    title: '收入条件',
    ways: [{ when: [{ q: 'income', in: ['under3000'] }], reason: '家庭人均月收入 {income}，符合公租房收入条件' }],
    failReason: '家庭人均月收入 {income}，超过公租房收入上限（人均每月 3,000 元）',
  },
]);

const bzf = demoRuleSet('bzf', [
  {
    id: 'residence',
    title: '户籍或居住条件',
    ways: [{ when: [{ q: 'residence', in: ['local', 'permit'] }], reason: '{residence}，符合保租房申请对象条件' }],
    failReason: '保租房面向本市户籍或持有本市居住证的新市民、青年人',
  },
  {
    id: 'housing',
    title: '住房条件',
    ways: [{ when: [{ q: 'housing', in: ['none'] }], reason: '家庭成员在本市均无住房，符合保租房住房条件' }],
    failReason: '{housing}，保租房限在本市无自有住房的家庭申请',
  },
  {
    id: 'employment',
    title: '就业条件',
    ways: [
      { when: [{ q: 'socialInsurance', in: ['under12', 'from12', 'from36'] }], reason: '在本市就业并缴纳社保 {socialInsurance}，符合保租房就业条件' },
      { when: [{ q: 'talent', in: ['graduate'] }], reason: '毕业 5 年内的高校毕业生，可凭就业协议申请，暂不要求社保缴纳' },
    ],
    failReason: '保租房须在本市就业并缴纳社保（毕业 5 年内的高校毕业生除外）',
  },
]);

const psx = demoRuleSet('psx', [
  {
    id: 'residence',
    title: '户籍或居住条件',
    ways: [
      localHousehold('配售型保障性住房'),
      permitWith36Months('配售型保障性住房'),
      { when: [{ q: 'talent', in: ['skilled', 'high'] }], reason: '{talent}，不受户籍和社保年限限制' },
    ],
    failReason: '配售型保障性住房须本市户籍，或持本市居住证并连续缴纳社保满 36 个月（技能人才、高层次人才除外）',
  },
  {
    id: 'housing',
    title: '住房条件',
    ways: [{ when: [{ q: 'housing', in: ['none', 'small'] }], reason: '{housing}，符合配售型保障性住房的住房困难条件' }],
    failReason: '家庭人均住房建筑面积 15 平方米及以上，不符合配售型保障性住房的住房条件',
  },
  {
    id: 'income',
    title: '收入条件',
    ways: [
      { when: [{ q: 'income', in: ['under3000', 'from3000', 'from6000'] }], reason: '家庭人均月收入 {income}，符合工薪收入群体条件（人均每月 10,000 元以下）' },
      { when: [{ q: 'talent', in: ['skilled', 'high'] }], reason: '{talent}，不受收入限制' },
    ],
    failReason: '家庭人均月收入 {income}，超过配售型保障性住房收入上限（人均每月 10,000 元），且不属于技能人才或高层次人才',
  },
]);

const gycq = demoRuleSet('gycq', [
  {
    id: 'residence',
    title: '户籍或居住条件',
    ways: [
      localHousehold('共有产权住房'),
      permitWith36Months('共有产权住房'),
    ],
    failReason: '共有产权住房须本市户籍，或持本市居住证并连续缴纳社保满 36 个月',
  },
  {
    id: 'housing',
    title: '住房条件',
    ways: [{ when: [{ q: 'housing', in: ['none'] }], reason: '家庭成员在本市均无住房，符合共有产权住房住房条件' }],
    failReason: '{housing}，共有产权住房限家庭成员在本市均无住房',
  },
  {
    id: 'income',
    title: '收入条件',
    ways: [{ when: [{ q: 'income', in: ['under3000', 'from3000', 'from6000', 'from10000'] }], reason: '家庭人均月收入 {income}，符合共有产权住房收入条件' }],
    failReason: '家庭人均月收入 {income}，超过共有产权住房收入上限（人均每月 15,000 元）',
  },
  {
    id: 'single',
    title: '单身申请年龄',
    ways: [
      { when: [{ q: 'familySize', min: 2 }], reason: '以 {familySize}家庭申请，不受单身申请年龄限制' },
      {
        when: [
          { q: 'familySize', max: 1 },
          { q: 'age', min: 30 },
        ],
        reason: '单身申请人 {age}，已满 30 周岁',
      },
    ],
    failReason: '单身申请人须年满 30 周岁（您填写的是 {age}）',
  },
]);

/** In the order the page lists the products. */
export const ELIGIBILITY_RULE_SETS: readonly RuleSet[] = [gzf, bzf, psx, gycq];
