import {
  answerMessages,
  answersSchema,
  QN_MSG,
  questionnaireIdQuery,
  questionnaireState,
  readAnswerFields,
  type AnswerValues,
  type QuestionDef,
  type QuestionnaireDef,
} from './questionnaire';

const q = (over: Partial<QuestionDef> & Pick<QuestionDef, 'id' | 'kind'>): QuestionDef => ({
  title: `题目${over.id}`,
  hint: '',
  required: false,
  minChoices: null,
  maxChoices: null,
  minLength: null,
  maxLength: null,
  options: [],
  ...over,
});

/** One question of every kind, with limits (ids are the field names' numbers). */
const DEF: Pick<QuestionnaireDef, 'sections'> = {
  sections: [
    {
      id: 1,
      title: '基本情况',
      description: '',
      questions: [
        q({ id: 1, kind: 'single', required: true, options: [{ id: 11, label: '是', isOther: false }, { id: 12, label: '否', isOther: false }, { id: 13, label: '其他（请注明）', isOther: true }] }),
        q({
          id: 2,
          kind: 'multiple',
          required: true,
          minChoices: 2,
          maxChoices: 3,
          options: [
            { id: 21, label: '交通', isOther: false },
            { id: 22, label: '学校', isOther: false },
            { id: 23, label: '医院', isOther: false },
            { id: 24, label: '商业', isOther: false },
            { id: 25, label: '其他（请注明）', isOther: true },
          ],
        }),
      ],
    },
    {
      id: 2,
      title: '意见建议',
      description: '',
      questions: [
        q({ id: 3, kind: 'short_text', required: true, minLength: 2, maxLength: 10 }),
        q({ id: 4, kind: 'long_text', maxLength: 200 }),
        q({ id: 5, kind: 'rating', required: true }),
        q({ id: 6, kind: 'rating' }),
        q({ id: 7, kind: 'multiple', options: [{ id: 71, label: '甲', isOther: false }, { id: 72, label: '乙', isOther: false }] }),
      ],
    },
  ],
};

const VALID: AnswerValues = { q1: '11', q2: ['21', '22'], q3: '张三丰', q5: '4' };

function messagesOf(values: AnswerValues): Record<string, string> {
  const parsed = answersSchema(DEF).safeParse(values);
  return parsed.success ? {} : answerMessages(parsed.error);
}

describe('the answers schema built from a questionnaire definition', () => {
  it('accepts a complete answer and returns one stored answer per answered question, in order', () => {
    const parsed = answersSchema(DEF).parse({ ...VALID, q4: '  多建几个停车位  ', q6: '5' });
    expect(parsed).toEqual([
      { questionId: 1, optionIds: [11], text: null, rating: null },
      { questionId: 2, optionIds: [21, 22], text: null, rating: null },
      { questionId: 3, optionIds: [], text: '张三丰', rating: null },
      { questionId: 4, optionIds: [], text: '多建几个停车位', rating: null },
      { questionId: 5, optionIds: [], text: null, rating: 4 },
      { questionId: 6, optionIds: [], text: null, rating: 5 },
    ]);
  });

  it('puts a Chinese message at every required question left empty', () => {
    expect(messagesOf({})).toEqual({ q1: QN_MSG.chooseOne, q2: '请至少选择 2 项', q3: QN_MSG.fill, q5: QN_MSG.rate });
  });

  it('leaves optional questions out of the stored answers when they are empty', () => {
    const parsed = answersSchema(DEF).parse({ ...VALID, q4: '   ', q7: [] });
    expect(parsed.map((a) => a.questionId)).toEqual([1, 2, 3, 5]);
  });

  describe('single choice', () => {
    it('refuses an option that is not one of the question’s', () => {
      expect(messagesOf({ ...VALID, q1: '21' })).toEqual({ q1: QN_MSG.badOption });
    });
    it('refuses two options', () => {
      expect(messagesOf({ ...VALID, q1: ['11', '12'] })).toEqual({ q1: QN_MSG.onlyOne });
    });
    it('asks for the text of “其他” when it is chosen, and stores it with the option', () => {
      expect(messagesOf({ ...VALID, q1: '13', q1_other: '  ' })).toEqual({ q1: '请注明“其他”的内容' });
      expect(answersSchema(DEF).parse({ ...VALID, q1: '13', q1_other: '租住单位宿舍' })[0]).toEqual({ questionId: 1, optionIds: [13], text: '租住单位宿舍', rating: null });
    });
    it('ignores the text of “其他” when another option is chosen', () => {
      expect(answersSchema(DEF).parse({ ...VALID, q1_other: '无关' })[0]).toEqual({ questionId: 1, optionIds: [11], text: null, rating: null });
    });
    it('limits the text of “其他” to 50 characters', () => {
      expect(messagesOf({ ...VALID, q1: '13', q1_other: '字'.repeat(51) })).toEqual({ q1: '“其他”的内容不能超过 50 个字' });
    });
  });

  describe('multiple choice with a minimum of 2 and a maximum of 3', () => {
    it.each([
      [['21'], '请至少选择 2 项'],
      [['21', '22', '23', '24'], '最多选择 3 项'],
      [['21', '99'], QN_MSG.badOption],
    ])('%j → %s', (chosen, message) => {
      expect(messagesOf({ ...VALID, q2: chosen })).toEqual({ q2: message });
    });
    it('counts a repeated option once', () => {
      expect(messagesOf({ ...VALID, q2: ['21', '21'] })).toEqual({ q2: '请至少选择 2 项' });
    });
    it('stores the options in the questionnaire’s order whatever order they came in', () => {
      expect(answersSchema(DEF).parse({ ...VALID, q2: ['23', '21'] })[1]?.optionIds).toEqual([21, 23]);
    });
    it('asks for the text of a chosen “其他”', () => {
      expect(messagesOf({ ...VALID, q2: ['21', '25'] })).toEqual({ q2: '请注明“其他”的内容' });
      expect(answersSchema(DEF).parse({ ...VALID, q2: ['21', '25'], q2_other: '菜市场' })[1]).toEqual({ questionId: 2, optionIds: [21, 25], text: '菜市场', rating: null });
    });
    it('an optional multiple choice with a minimum may be left empty, but once answered needs the minimum', () => {
      const optional = { sections: [{ id: 1, title: '', description: '', questions: [q({ id: 8, kind: 'multiple', minChoices: 2, options: [{ id: 81, label: '甲', isOther: false }, { id: 82, label: '乙', isOther: false }] })] }] };
      expect(answersSchema(optional).safeParse({}).success).toBe(true);
      const one = answersSchema(optional).safeParse({ q8: '81' });
      expect(one.success ? {} : answerMessages(one.error)).toEqual({ q8: '请至少选择 2 项' });
    });
    it('an optional multiple choice may be left empty or take one option', () => {
      expect(messagesOf({ ...VALID, q7: '71' })).toEqual({});
      expect(messagesOf({ ...VALID })).toEqual({});
    });
  });

  describe('short and long text', () => {
    it.each([
      ['张', '不能少于 2 个字'],
      ['一二三四五六七八九十一', '不能超过 10 个字'],
    ])('short text %s → %s', (text, message) => {
      expect(messagesOf({ ...VALID, q3: text })).toEqual({ q3: message });
    });
    it('counts characters as people do (an emoji is one)', () => {
      expect(messagesOf({ ...VALID, q3: '😀'.repeat(10) })).toEqual({});
    });
    it('long text: “不能超过 200 个字” past its limit, fine at it', () => {
      expect(messagesOf({ ...VALID, q4: '好'.repeat(201) })).toEqual({ q4: '不能超过 200 个字' });
      expect(messagesOf({ ...VALID, q4: '好'.repeat(200) })).toEqual({});
    });
    it('refuses control characters', () => {
      expect(messagesOf({ ...VALID, q3: '张\u0000三' })).toEqual({ q3: QN_MSG.badText });
    });
  });

  describe('rating 1–5', () => {
    it.each(['0', '6', '3.5', 'x'])('refuses %s', (value) => {
      expect(messagesOf({ ...VALID, q5: value })).toEqual({ q5: QN_MSG.badRating });
    });
    it.each(['1', '5'])('accepts %s', (value) => {
      expect(messagesOf({ ...VALID, q5: value })).toEqual({});
    });
  });

  it('drops fields of other questionnaires', () => {
    expect(answersSchema(DEF).parse({ ...VALID, q999: '1' }).map((a) => a.questionId)).not.toContain(999);
  });
});

describe('reading the answer fields of a plain form post', () => {
  it('collects repeated fields as lists and ignores other fields', () => {
    const form = new URLSearchParams('q1=11&q2=21&q2=22&q2_other=x&q3=%E5%BC%A0&token=abc&q01=1&qx=2');
    expect(readAnswerFields(form)).toEqual({ q1: '11', q2: ['21', '22'], q2_other: 'x', q3: '张' });
  });
});

describe('a questionnaire’s state at a moment', () => {
  const def = { opensAt: '2026-03-01T00:00:00.000Z', closesAt: '2026-04-01T00:00:00.000Z' };
  it.each([
    ['2026-02-28T23:59:59.999Z', 'upcoming'],
    ['2026-03-01T00:00:00.000Z', 'open'],
    ['2026-03-31T23:59:59.999Z', 'open'],
    ['2026-04-01T00:00:00.000Z', 'closed'],
  ])('at %s it is %s', (now, state) => {
    expect(questionnaireState(def, new Date(now))).toBe(state);
  });
  it('without a closing date it stays open', () => {
    expect(questionnaireState({ opensAt: def.opensAt, closesAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe('open');
  });
});

describe('the ?id= of a questionnaire', () => {
  it.each(['', '0', '-1', 'abc', '1.5', '99999999999'])('refuses %j', (id) => {
    expect(questionnaireIdQuery.safeParse({ id }).success).toBe(false);
  });
  it('reads a positive id', () => {
    expect(questionnaireIdQuery.parse({ id: '12' })).toEqual({ id: 12 });
  });
});
