import {
  draftSaveBody,
  emptyResume,
  fieldMessages,
  normaliseDate,
  normaliseMonth,
  quickFormBody,
  quickFromResume,
  readResumeForm,
  RESUME_MSG,
  resumeBody,
  resumeForSave,
  shanghaiToday,
  toResumeValues,
} from './resume';

const valid = () => ({
  ...emptyResume(),
  name: '陈思远',
  gender: 'male',
  birthDate: '1996-04-12',
  mobile: '13912345678',
  email: 'chen@example.com',
  education: [{ school: '青禾大学', major: '工程管理', degree: 'bachelor', start: '2014-09', end: '2018-06' }],
});

const messagesOf = (input: unknown) => {
  const r = resumeBody.safeParse(input);
  return r.success ? {} : fieldMessages(r.error);
};

describe('the resume schema (browser and server)', () => {
  it('accepts a complete resume and normalises dates people type with dots or 年月日', () => {
    const r = resumeBody.parse({ ...valid(), birthDate: '1996年4月12日', education: [{ ...valid().education[0]!, start: '2014.9', end: '2018年6月' }] });
    expect(r.birthDate).toBe('1996-04-12');
    expect(r.education[0]).toMatchObject({ start: '2014-09', end: '2018-06' });
    expect(normaliseDate('1996/4/2')).toBe('1996-04-02');
    expect(normaliseMonth('2019-9')).toBe('2019-09');
  });

  it('names each wrong field in Chinese, rows by their index', () => {
    const m = messagesOf({
      ...valid(),
      name: '陈',
      mobile: '12345',
      email: 'chen@',
      education: [{ school: '', major: '工程管理', degree: 'phd', start: '2018-09', end: '2014-06' }],
    });
    expect(m.name).toBe(RESUME_MSG.name);
    expect(m.mobile).toMatch(/手机/);
    expect(m.email).toBe(RESUME_MSG.email);
    expect(m['education.0.school']).toBe('请填写学校名称');
    expect(m['education.0.degree']).toBe(RESUME_MSG.degree);
    // The order of a row's months is checked once the row's own fields are right.
    const order = messagesOf({ ...valid(), education: [{ ...valid().education[0]!, start: '2018-09', end: '2014-06' }] });
    expect(order['education.0.end']).toBe(RESUME_MSG.monthOrder);
  });

  it('refuses a birth date in the future or outside working age, and an ID number that does not match it', () => {
    const tomorrow = shanghaiToday(new Date(Date.now() + 2 * 86_400_000));
    expect(messagesOf({ ...valid(), birthDate: tomorrow }).birthDate).toBe(RESUME_MSG.birthFuture);
    expect(messagesOf({ ...valid(), birthDate: '1940-01-01' }).birthDate).toBe(RESUME_MSG.birthAge);
    expect(messagesOf({ ...valid(), birthDate: '2023-02-30' }).birthDate).toBe(RESUME_MSG.birthDate);
    // 11010519491231002X is a valid test number born 1949-12-31.
    expect(messagesOf({ ...valid(), idNumber: '11010519491231002X' }).birthDate).toBe(RESUME_MSG.idBirth);
    expect(messagesOf({ ...valid(), idNumber: '110105199604120011' }).idNumber).toBe(RESUME_MSG.idNumber);
  });

  it('needs one education entry, bounds the rows and the 500-character self-assessment', () => {
    expect(messagesOf({ ...valid(), education: [] }).education).toBe(RESUME_MSG.educationNeeded);
    expect(messagesOf({ ...valid(), selfAssessment: '好'.repeat(501) }).selfAssessment).toBe(RESUME_MSG.tooLong(500));
    expect(messagesOf({ ...valid(), selfAssessment: '好'.repeat(500) })).toEqual({});
    const work = Array.from({ length: 11 }, () => ({ company: '单位', position: '职位', start: '2019-01', end: '', duties: '' }));
    expect(messagesOf({ ...valid(), work }).work).toBe(RESUME_MSG.workTooMany);
  });

  it('drops the blank row a form offers before checking, and keeps a half-filled row to be corrected', () => {
    const values = { ...valid(), work: [{ company: '', position: '', start: '', end: '', duties: '' }] };
    expect(resumeForSave(values).work).toEqual([]);
    const half = { ...valid(), work: [{ company: '青禾城建', position: '', start: '', end: '', duties: '' }] };
    expect(messagesOf(resumeForSave(half))['work.0.position']).toBe('请填写职位');
  });

  it('reads a form posted without scripts, rows by index, ignoring rows past the limit', () => {
    const form = new URLSearchParams({ name: '陈思远', 'education.0.school': '青禾大学', 'education.0.degree': 'bachelor', 'education.9.school': '第十段', 'work.1.company': '青禾城建' });
    const v = readResumeForm(form);
    expect(v.name).toBe('陈思远');
    expect(v.education).toHaveLength(1);
    expect(v.work).toEqual([{ company: '青禾城建', position: '', start: '', end: '', duties: '' }]);
  });

  it('completes partial stored data to the form’s shape and never lets junk through as values', () => {
    const v = toResumeValues({ name: 12, education: [{ school: '青禾大学', extra: 'x' }, 'junk'], work: 'nope' });
    expect(v.name).toBe('12');
    expect(v.education).toEqual([
      { school: '青禾大学', major: '', degree: '', start: '', end: '' },
      { school: '', major: '', degree: '', start: '', end: '' },
    ]);
    expect(v.work).toEqual([]);
  });
});

describe('the quick form and drafts', () => {
  it('prefills the quick form from the resume’s latest education', () => {
    const resume = { ...valid(), education: [valid().education[0]!, { school: '青禾理工大学', major: '土木工程', degree: 'master', start: '2018-09', end: '2021-06' }] };
    expect(quickFromResume(resume, '7')).toMatchObject({ postId: '7', degree: 'master', school: '青禾理工大学', name: '陈思远' });
    expect(quickFormBody.safeParse(quickFromResume(resume, '7')).success).toBe(true);
  });

  it('a quick form without a post says to choose one', () => {
    const r = quickFormBody.safeParse({ ...quickFromResume(valid(), ''), intro: '' });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldMessages(r.error).postId).toBe(RESUME_MSG.postId);
  });

  it('a draft is any half-typed form, but bounded: the resume has no post, a quick form always one, and 32 kB at most', () => {
    expect(draftSaveBody.safeParse({ kind: 'resume', postId: 0, baseRevision: 0, data: { name: '陈', education: [{ school: '青' }] } }).success).toBe(true);
    expect(draftSaveBody.safeParse({ kind: 'quick', postId: 0, baseRevision: 0, data: {} }).success).toBe(false);
    expect(draftSaveBody.safeParse({ kind: 'resume', postId: 3, baseRevision: 0, data: {} }).success).toBe(false);
    const big = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, '字'.repeat(1000)]));
    expect(draftSaveBody.safeParse({ kind: 'resume', postId: 0, baseRevision: 0, data: big }).success).toBe(false);
    expect(draftSaveBody.safeParse({ kind: 'resume', postId: 0, baseRevision: 0, data: { nested: { deep: 'x' } } }).success).toBe(false);
  });
});
