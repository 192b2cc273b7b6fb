import { HOUSING_BUSINESSES, HOUSING_BUSINESS_CODES, isHousingBusinessCode, type HousingBusinessCode } from './businesses';
import { evaluateEligibility, type ProductOutcome } from './evaluate';
import { ELIGIBILITY_QUESTIONS, eligibilityAnswersSchema, type EligibilityAnswers, type QuestionId } from './questions';
import { DEMO_RULES_NOTE, ELIGIBILITY_RULE_SETS } from './rules';

type Expected = Record<HousingBusinessCode, ProductOutcome>;
/** Per product, the rules that are not "pass" when the product is not "may". */
type Failing = Partial<Record<HousingBusinessCode, string[]>>;

const all = (outcome: ProductOutcome): Expected => ({ gzf: outcome, bzf: outcome, psx: outcome, gycq: outcome });

/** Households, their answers, the answer per product, and which rules stand in the way. */
const HOUSEHOLDS: [string, EligibilityAnswers, Expected, Failing][] = [
  [
    '本市户籍低收入三口之家，无房',
    { residence: 'local', socialInsurance: 'from36', housing: 'none', income: 'under3000', familySize: 3, age: 40, talent: 'none' },
    all('may'),
    {},
  ],
  [
    '持居住证、社保 1 年多的单身外来务工青年',
    { residence: 'permit', socialInsurance: 'from12', housing: 'none', income: 'from3000', familySize: 1, age: 24, talent: 'none' },
    { gzf: 'no', bzf: 'may', psx: 'no', gycq: 'no' },
    { gzf: ['income'], psx: ['residence'], gycq: ['residence', 'single'] },
  ],
  [
    '尚未缴纳社保的应届高校毕业生',
    { residence: 'permit', socialInsurance: 'none', housing: 'none', income: 'from3000', familySize: 1, age: 22, talent: 'graduate' },
    { gzf: 'no', bzf: 'may', psx: 'no', gycq: 'no' },
    { gzf: ['residence', 'income'], psx: ['residence'], gycq: ['residence', 'single'] },
  ],
  [
    '本市中等收入家庭，人均住房面积较大',
    { residence: 'local', socialInsurance: 'from36', housing: 'more', income: 'from6000', familySize: 4, age: 45, talent: 'none' },
    all('no'),
    { gzf: ['housing', 'income'], bzf: ['housing'], psx: ['housing'], gycq: ['housing'] },
  ],
  [
    '无本市户籍和居住证的高层次人才，高收入',
    { residence: 'none', socialInsurance: 'under12', housing: 'none', income: 'from15000', familySize: 3, age: 35, talent: 'high' },
    { gzf: 'no', bzf: 'no', psx: 'may', gycq: 'no' },
    { gzf: ['residence', 'income'], bzf: ['residence'], gycq: ['residence', 'income'] },
  ],
  [
    '本市户籍五口之家，人均面积不足 15 平方米，收入中等',
    { residence: 'local', socialInsurance: 'from36', housing: 'small', income: 'from6000', familySize: 5, age: 50, talent: 'none' },
    { gzf: 'no', bzf: 'no', psx: 'may', gycq: 'no' },
    { gzf: ['income'], bzf: ['housing'], gycq: ['housing'] },
  ],
  [
    '本市户籍 31 岁单身，无房，月入 1 万多',
    { residence: 'local', socialInsurance: 'from36', housing: 'none', income: 'from10000', familySize: 1, age: 31, talent: 'none' },
    { gzf: 'no', bzf: 'may', psx: 'no', gycq: 'may' },
    { gzf: ['income'], psx: ['income'] },
  ],
  [
    '持居住证的技能人才夫妻，人均面积小，收入较高',
    { residence: 'permit', socialInsurance: 'from12', housing: 'small', income: 'from10000', familySize: 2, age: 33, talent: 'skilled' },
    { gzf: 'no', bzf: 'no', psx: 'may', gycq: 'no' },
    { gzf: ['income'], bzf: ['housing'], gycq: ['residence', 'housing'] },
  ],
  [
    '17 岁的本市户籍申请人',
    { residence: 'local', socialInsurance: 'none', housing: 'none', income: 'under3000', familySize: 1, age: 17, talent: 'none' },
    all('no'),
    { gzf: ['age'], bzf: ['employment', 'age'], psx: ['age'], gycq: ['single', 'age'] },
  ],
  [
    '只回答了户籍和住房',
    { residence: 'local', housing: 'none' },
    all('check'),
    { gzf: ['income', 'age'], bzf: ['employment', 'age'], psx: ['income', 'age'], gycq: ['income', 'single', 'age'] },
  ],
  ['什么都没回答', {}, all('check'), { gzf: ['residence', 'housing', 'income', 'age'], bzf: ['residence', 'housing', 'employment', 'age'] }],
  [
    '只回答了住房（人均面积较大）：一条不符合即可下结论',
    { housing: 'more' },
    all('no'),
    { gzf: ['housing'], bzf: ['housing'], psx: ['housing'], gycq: ['housing'] },
  ],
  [
    '持居住证但未回答社保',
    { residence: 'permit', housing: 'none', income: 'under3000', familySize: 2, age: 28, talent: 'none' },
    all('check'),
    { gzf: ['residence'], bzf: ['employment'], psx: ['residence'], gycq: ['residence'] },
  ],
  [
    '既无户籍也无居住证的毕业生家庭',
    { residence: 'none', socialInsurance: 'from36', housing: 'none', income: 'under3000', familySize: 3, age: 30, talent: 'graduate' },
    all('no'),
    { gzf: ['residence'], bzf: ['residence'], psx: ['residence'], gycq: ['residence'] },
  ],
  [
    '本市户籍高收入毕业生夫妻，有小房',
    { residence: 'local', socialInsurance: 'under12', housing: 'small', income: 'from15000', familySize: 2, age: 26, talent: 'graduate' },
    all('no'),
    { gzf: ['income'], bzf: ['housing'], psx: ['income'], gycq: ['housing', 'income'] },
  ],
];

function byCode(answers: EligibilityAnswers) {
  return Object.fromEntries(evaluateEligibility(answers).map((p) => [p.business.code, p])) as Record<HousingBusinessCode, ReturnType<typeof evaluateEligibility>[number]>;
}

describe('eligibility self-check: households and the answer per product', () => {
  it('covers at least 12 households', () => {
    expect(HOUSEHOLDS.length).toBeGreaterThanOrEqual(12);
  });

  it.each(HOUSEHOLDS)('%s', (_who, answers, expected, failing) => {
    const results = byCode(answers);
    expect(Object.fromEntries(HOUSING_BUSINESS_CODES.map((c) => [c, results[c].outcome]))).toEqual(expected);
    for (const code of HOUSING_BUSINESS_CODES) {
      const notPassing = results[code].rules.filter((r) => r.outcome !== 'pass').map((r) => r.id);
      if (expected[code] === 'may') expect(notPassing).toEqual([]);
      const named = failing[code];
      if (named) {
        const wanted = expected[code] === 'no' ? 'fail' : 'check';
        expect(results[code].rules.filter((r) => r.outcome === wanted).map((r) => r.id)).toEqual(named);
      }
    }
  });
});

describe('eligibility reasons', () => {
  it('names the answer and the product in a passing reason', () => {
    const gzf = byCode({ income: 'under3000' }).gzf;
    expect(gzf.rules.find((r) => r.id === 'income')).toMatchObject({ outcome: 'pass', outcomeLabel: '符合', reason: '家庭人均月收入 3,000 元以下，符合公租房收入条件' });
  });

  it('says why a rule fails, with what was typed', () => {
    const results = byCode({ age: 17, income: 'from6000' });
    expect(results.gzf.rules.find((r) => r.id === 'age')?.reason).toBe('申请人须年满 18 周岁（您填写的是 17 周岁）');
    expect(results.gzf.rules.find((r) => r.id === 'income')?.reason).toBe('家庭人均月收入 6,000 至 10,000 元，超过公租房收入上限（人均每月 3,000 元）');
    expect(results.gzf.outcomeLabel).toBe('不符合');
  });

  it('explains which way a rule with alternatives was met', () => {
    const permit = byCode({ residence: 'permit', socialInsurance: 'from12' }).gzf.rules[0];
    expect(permit?.reason).toBe('持有本市居住证并连续缴纳社保 12 至 35 个月，符合外来务工人员申请条件');
    const talent = byCode({ residence: 'none', talent: 'high' }).psx.rules[0];
    expect(talent?.reason).toBe('高层次人才（经本市认定），不受户籍和社保年限限制');
    const family = byCode({ familySize: 3 }).gycq.rules.find((r) => r.id === 'single');
    expect(family?.reason).toBe('以 3 人家庭申请，不受单身申请年龄限制');
  });

  it('asks only for the answers that could still settle a rule', () => {
    // 本市户籍 settles residence for every product: social insurance is not asked for.
    const local = byCode({ residence: 'local' });
    expect(local.gzf.rules[0]?.outcome).toBe('pass');
    // A permit holder without a talent category: only the social-insurance answer can still help.
    const permit = byCode({ residence: 'permit', talent: 'none' }).psx.rules[0];
    expect(permit).toMatchObject({ outcome: 'check', outcomeLabel: '需进一步核实', missing: ['socialInsurance'] });
    expect(permit?.reason).toBe('尚未回答“在本市就业并连续缴纳社会保险”，需进一步核实');
    expect(byCode({}).gzf.rules.find((r) => r.id === 'income')?.reason).toBe('尚未回答“家庭人均月收入”，需进一步核实');
  });

  it('never leaves a placeholder or "未填写" in a reason for any household', () => {
    for (const [, answers] of HOUSEHOLDS) {
      for (const product of evaluateEligibility(answers)) {
        for (const rule of product.rules) {
          expect(rule.reason).not.toMatch(/[{}]|未填写/);
        }
      }
    }
  });
});

describe('eligibility rule sets as data', () => {
  const questionIds = new Set<string>(ELIGIBILITY_QUESTIONS.map((q) => q.id));

  it('has one demo rule set per business, in the page order, each carrying the note the page shows', () => {
    expect(ELIGIBILITY_RULE_SETS.map((s) => s.business)).toEqual(['gzf', 'bzf', 'psx', 'gycq']);
    for (const set of ELIGIBILITY_RULE_SETS) {
      expect(set.demo).toBe(true);
      expect(set.note).toBe(DEMO_RULES_NOTE);
    }
    expect(DEMO_RULES_NOTE).toContain('演示规则');
    for (const result of evaluateEligibility({})) expect(result).toMatchObject({ demo: true, note: DEMO_RULES_NOTE });
  });

  it('names only real questions and options, and reasons only name questions of their own rule', () => {
    for (const set of ELIGIBILITY_RULE_SETS) {
      for (const rule of set.rules) {
        const used = new Set(rule.ways.flatMap((w) => w.when.map((c) => c.q)));
        for (const way of rule.ways) {
          for (const c of way.when) {
            expect(questionIds.has(c.q)).toBe(true);
            const q = ELIGIBILITY_QUESTIONS.find((x) => x.id === c.q);
            if ('in' in c && q?.kind === 'choice') {
              for (const v of c.in) expect(q.options.map((o) => o.value)).toContain(v);
            }
          }
          for (const [, id] of way.reason.matchAll(/\{(\w+)\}/g)) expect(way.when.map((c) => c.q)).toContain(id);
        }
        for (const [, id] of rule.failReason.matchAll(/\{(\w+)\}/g)) expect(used.has(id as QuestionId)).toBe(true);
      }
    }
  });

  it('asks at most 8 questions', () => {
    expect(ELIGIBILITY_QUESTIONS.length).toBeLessThanOrEqual(8);
  });

  it('links each product to its 业务办理 route and its project business type', () => {
    const links = Object.fromEntries(evaluateEligibility({}).map((p) => [p.business.name, [p.business.handleHref, p.business.projectType]]));
    expect(links).toEqual({
      公租房: ['/t1/ywbl_02', 'gzf'],
      保租房: ['/t1/ywbl', 'bzf'],
      配售型保障性住房: ['/t1/ywbl_01', 'psx'],
      共有产权住房: ['/t1/business_introduce', 'gycq'],
    });
    expect(Object.keys(HOUSING_BUSINESSES)).toEqual([...HOUSING_BUSINESS_CODES]);
    expect(isHousingBusinessCode('psx')).toBe(true);
    expect(isHousingBusinessCode('psf')).toBe(false);
  });

  it('stores and logs nothing: answers are not changed and nothing is written to the console', () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => jest.spyOn(console, m).mockImplementation(() => {}));
    const answers = Object.freeze({ residence: 'local', income: 'under3000', age: 30 } as const);
    try {
      const first = evaluateEligibility(answers);
      expect(evaluateEligibility(answers)).toEqual(first);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('eligibility answers schema', () => {
  it('reads the no-JavaScript GET form: strings, empty values unanswered, numbers parsed', () => {
    const parsed = eligibilityAnswersSchema.parse({ residence: 'local', socialInsurance: '', housing: 'none', income: 'under3000', familySize: '3', age: ' 40 ', talent: '' });
    expect(parsed).toEqual({ residence: 'local', socialInsurance: undefined, housing: 'none', income: 'under3000', familySize: 3, age: 40, talent: undefined });
  });

  it('accepts an empty form, which evaluates to "需进一步核实" everywhere', () => {
    const parsed = eligibilityAnswersSchema.parse({});
    expect(evaluateEligibility(parsed).map((p) => p.outcomeLabel)).toEqual(['需进一步核实', '需进一步核实', '需进一步核实', '需进一步核实']);
  });

  it.each([
    ['an unknown option', { residence: 'beijing' }, '请从列出的选项中选择“户籍或居住证”'],
    ['an option of another question', { income: 'local' }, '请从列出的选项中选择“家庭人均月收入”'],
    ['a repeated parameter', { talent: ['none', 'high'] }, '请从列出的选项中选择“人才类别”'],
    ['an age below the range', { age: '15' }, '申请人年龄须为 16 到 100 之间的整数'],
    ['an age above the range', { age: 130 }, '申请人年龄须为 16 到 100 之间的整数'],
    ['a fractional age', { age: '30.5' }, '申请人年龄须为 16 到 100 之间的整数'],
    ['letters as family size', { familySize: 'three' }, '家庭人口须为 1 到 20 之间的整数'],
    ['a family of 0', { familySize: '0' }, '家庭人口须为 1 到 20 之间的整数'],
    ['an unknown question', { salary: '8000' }, '不支持的问题：salary'],
  ])('refuses %s with a Chinese message', (_what, input, message) => {
    const result = eligibilityAnswersSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
