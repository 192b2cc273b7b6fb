import { sanitizeBodyHtml } from '@/lib/html/sanitize';
import { deviceHashOf } from '@/lib/questionnaires/device';
import { insertQuestionnaire, type QuestionnaireSpec, type WrittenQuestionnaire } from '@/lib/questionnaires/define';
import type { Db } from '../client';
import { contents, questionnaireAnswers, questionnaireResponses } from '../schema';
import { cityTimeFrom } from './time';

/**
 * Demo questionnaires (written by us, is_demo): a satisfaction survey (anonymous, results public,
 * with demo responses so its charts show bars), a housing-needs survey (signed in, results not
 * public), and last year's survey (ended, results public) so the list and a closed questionnaire
 * can be seen. Dates are relative to the day the seed runs, so the open ones are open.
 */

const SATISFACTION: Omit<QuestionnaireSpec, 'opensAt' | 'closesAt'> = {
  title: '住房保障服务满意度调查（演示）',
  intro:
    '为进一步提升住房保障服务水平，我们开展本次满意度调查。问卷匿名填写，约需 3 分钟，结果仅用于统计分析。\n\n感谢您抽出宝贵时间参与！',
  mode: 'anonymous',
  resultsPublic: true,
  // Many people answer from one address in a service hall or behind a carrier's NAT.
  perAddressDailyLimit: 200,
  isDemo: true,
  sections: [
    {
      title: '基本情况',
      questions: [
        { kind: 'single', title: '您目前办理或享受的住房保障业务是？', required: true, options: ['公共租赁住房', '保障性租赁住房', '配售型保障性住房', '共有产权住房', '暂未办理', { label: '其他（请注明）', isOther: true }] },
        { kind: 'single', title: '您通常通过哪种方式办理业务？', required: true, options: ['门户网站', '手机 App', '服务窗口', '电话咨询'] },
      ],
    },
    {
      title: '服务评价',
      description: '请根据您最近一次办理业务的实际感受作答。',
      questions: [
        { kind: 'rating', title: '您对办事指南的清晰程度打几分？', required: true },
        { kind: 'rating', title: '您对工作人员的服务态度打几分？', required: true },
        { kind: 'multiple', title: '您认为最需要改进的方面有哪些？', required: true, minChoices: 1, maxChoices: 3, options: ['办理时限', '材料要求', '信息公开', '线上办理', '窗口排队', '房源信息', { label: '其他（请注明）', isOther: true }] },
        { kind: 'long_text', title: '您对我们的工作还有哪些意见和建议？', maxLength: 200, hint: '选填' },
      ],
    },
  ],
};

const HOUSING_NEEDS: Omit<QuestionnaireSpec, 'opensAt' | 'closesAt'> = {
  title: '住房需求调查（演示）',
  intro: '为科学编制保障性住房建设计划，现开展住房需求调查。本问卷实名填写，每位用户限填一份，所填信息仅用于需求统计。',
  mode: 'signed_in',
  resultsPublic: false,
  isDemo: true,
  sections: [
    {
      title: '家庭住房现状',
      questions: [
        { kind: 'single', title: '您家庭目前的住房情况是？', required: true, options: ['租住市场房源', '租住公租房或保租房', '借住亲友住房', '单位宿舍', '自有住房', { label: '其他（请注明）', isOther: true }] },
        { kind: 'single', title: '家庭共同生活人数', required: true, options: ['1 人', '2 人', '3 人', '4 人及以上'] },
      ],
    },
    {
      title: '住房需求',
      questions: [
        { kind: 'single', title: '您最希望通过哪种方式解决住房问题？', required: true, options: ['公共租赁住房', '保障性租赁住房', '配售型保障性住房', '共有产权住房', '暂无需求'] },
        { kind: 'multiple', title: '选择房源时您最看重哪些因素？（请选择 2–3 项）', required: true, minChoices: 2, maxChoices: 3, options: ['通勤时间', '租金或房价', '户型面积', '子女入学', '医疗配套', '商业配套', { label: '其他（请注明）', isOther: true }] },
        { kind: 'short_text', title: '您希望的房源所在区域或街道', maxLength: 30, hint: '例如：云溪区和园街道' },
        { kind: 'long_text', title: '其他需求或说明', maxLength: 300 },
      ],
    },
  ],
};

const LAST_YEAR: Omit<QuestionnaireSpec, 'opensAt' | 'closesAt'> = {
  title: '2025 年度公租房租户满意度调查（演示）',
  intro: '本调查已结束，感谢 2025 年度参与调查的租户。统计结果已公开。',
  mode: 'anonymous',
  resultsPublic: true,
  isDemo: true,
  sections: [
    {
      title: '总体评价',
      questions: [
        { kind: 'rating', title: '您对所住小区物业服务的总体评分', required: true },
        { kind: 'single', title: '报修问题一般多久得到处理？', required: true, options: ['24 小时内', '1–3 天', '3 天以上', '未报修过'] },
      ],
    },
  ],
};

/** A small deterministic sequence (no Math.random): the same demo answers on every database. */
function picker(seed: number) {
  let x = seed;
  return (weights: number[]) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    const total = weights.reduce((a, b) => a + b, 0);
    let r = (x / 2147483648) * total;
    for (const [i, w] of weights.entries()) {
      if ((r -= w) < 0) return i;
    }
    return weights.length - 1;
  };
}

type Row = typeof questionnaireAnswers.$inferInsert;

/** `n` demo responses, each from its own demo device, answering every question by the given weights. */
async function addDemoResponses(db: Db, w: WrittenQuestionnaire, key: string, n: number, weights: number[][], submittedFrom: Date): Promise<void> {
  const pick = picker(key.length * 7919 + n);
  for (let i = 0; i < n; i++) {
    const [response] = await db
      .insert(questionnaireResponses)
      .values({ questionnaireId: w.id, deviceHash: deviceHashOf(`demo-${key}-${i}`), isDemo: true, submittedAt: new Date(submittedFrom.getTime() + i * 3_600_000) })
      .returning({ id: questionnaireResponses.id });
    const rows: Row[] = [];
    for (const [qi, q] of w.questions.entries()) {
      const wts = weights[qi];
      if (!wts) continue;
      if (q.optionIds.length === 0 && wts.length === 5) {
        rows.push({ responseId: response!.id, questionId: q.id, rating: pick(wts) + 1 });
      } else if (q.optionIds.length) {
        const first = pick(wts);
        rows.push({ responseId: response!.id, questionId: q.id, optionId: q.optionIds[first]! });
        // A multiple choice: sometimes a second, different option.
        if (wts.length > 6 && pick([1, 1]) === 1) {
          const second = (first + 1 + pick([3, 2, 1])) % (q.optionIds.length - 1);
          if (second !== first) rows.push({ responseId: response!.id, questionId: q.id, optionId: q.optionIds[second]! });
        }
      }
    }
    if (rows.length) await db.insert(questionnaireAnswers).values(rows);
  }
}

/** Contents this part adds (to columns of the first part), besides SEED_CONTENTS. */
export const QUESTIONNAIRE_HELP_TITLES = ['如何参与问卷调查？'] as const;

const HELP_ANSWER = `<p>本网站不定期开展住房保障服务满意度、住房需求等问卷调查。您可以在首页“问卷调查”入口，或直接访问 <a href="/questionnaireFilling">问卷调查页面</a> 查看正在进行的问卷。</p><p>匿名问卷无需登录，每台设备可提交一次；实名问卷需登录后填写，每位用户可提交一次。部分问卷的统计结果会公开，可在问卷列表中点击“查看统计结果”。</p>`;

export async function seedQuestionnaires(db: Db, now = new Date()): Promise<void> {
  const satisfaction = await insertQuestionnaire(db, { ...SATISFACTION, opensAt: cityTimeFrom(now, -14, '09:00'), closesAt: cityTimeFrom(now, 90, '18:00') });
  await insertQuestionnaire(db, { ...HOUSING_NEEDS, opensAt: cityTimeFrom(now, -7, '09:00'), closesAt: cityTimeFrom(now, 60, '18:00') });
  const lastYear = await insertQuestionnaire(db, { ...LAST_YEAR, opensAt: cityTimeFrom(now, -400, '09:00'), closesAt: cityTimeFrom(now, -340, '18:00') });
  await addDemoResponses(
    db,
    satisfaction,
    'satisfaction',
    36,
    [
      [9, 8, 4, 5, 3, 0],
      [12, 9, 10, 3],
      [1, 2, 6, 14, 11],
      [1, 1, 4, 12, 16],
      [6, 8, 7, 9, 5, 4, 0],
    ],
    cityTimeFrom(now, -13, '10:00'),
  );
  await addDemoResponses(db, lastYear, 'last-year', 48, [[2, 4, 10, 18, 14], [20, 15, 5, 8]], cityTimeFrom(now, -395, '10:00'));
  const publishAt = cityTimeFrom(now, -14, '09:30');
  await db.insert(contents).values({
    columnKey: 'bzzx_cjwt',
    title: QUESTIONNAIRE_HELP_TITLES[0],
    summary: '在首页“问卷调查”入口或问卷调查页面参与正在进行的问卷，匿名问卷无需登录。',
    bodyHtml: sanitizeBodyHtml(HELP_ANSWER),
    source: '住房保障部',
    publishAt,
    pinned: false,
    viewCount: 86,
    status: 'published',
    isDemo: true,
    createdAt: publishAt,
    updatedAt: publishAt,
  });
}
