import type { z } from 'zod';
import { registerBody, saveFamilyMemberBody, updateUserInfoBody } from './account';
import { allotmentIntentionBody } from './allotment-intention';
import { shopIntentionBody } from './intention';
import { hasHiddenCharacters, PERSON_NAME_HIDDEN_MSG } from './person-name';
import { emptyResume, quickFormBody, resumeBody } from './resume';

/** Names that look like another name, or like nothing, in a staff list. */
const SPOOFED: Array<[string, string]> = [
  ['a right-to-left override (张三‮丰李 shows as 张三李丰)', '张三\u202E丰李'],
  ['a left-to-right override', '李\u202D四'],
  ['a right-to-left isolate', '王\u2067五\u2069'],
  ['a right-to-left mark', '赵\u200F六'],
  ['an Arabic letter mark', '钱\u061C七'],
  ['a zero-width space (张​三 and 张三 look the same)', '张\u200B三'],
  ['a zero-width joiner', '张\u200D三'],
  ['a zero-width non-joiner', '张\u200C三'],
  ['a word joiner', '张\u2060三'],
  ['a byte-order mark inside the name', '张\uFEFF三'],
  ['a soft hyphen', '张\u00AD三'],
  ['a Hangul filler that draws nothing', '张\u3164三'],
  ['an invisible separator', '张\u2063三'],
  ['a line separator', '张\u2028三'],
];

const ACCEPTED = ['张三', '欧阳娜娜', '买买提·艾力', '阿依古丽·买买提', 'Li Ming', '李 明'];

const DOB_ID = '11010519491231002X';
const KEY = '3f2b8c1e-5d4a-4c6b-9e7f-0a1b2c3d4e5f';

/** Every person-name field of the portal: schema, a valid input, and the field that holds the name. */
const FIELDS: Array<[string, z.ZodType, (name: string) => unknown, string]> = [
  ['registration 姓名', registerBody, (name) => ({ mobile: '13912345678', password: 'Anju2026ok', name, agreeUser: true, agreeRegister: true }), 'name'],
  ['basic information 姓名', updateUserInfoBody, (name) => ({ name }), 'name'],
  ['family member 姓名', saveFamilyMemberBody, (name) => ({ name, relation: '配偶', idNumber: DOB_ID }), 'name'],
  [
    'résumé 姓名',
    resumeBody,
    (name) => ({
      ...emptyResume(),
      name,
      gender: 'male',
      birthDate: '1996-04-12',
      mobile: '13912345678',
      email: 'chen@example.com',
      education: [{ school: '青禾大学', major: '工程管理', degree: 'bachelor', start: '2014-09', end: '2018-06' }],
    }),
    'name',
  ],
  [
    'quick job application 姓名',
    quickFormBody,
    (name) => ({ postId: '7', name, gender: 'female', birthDate: '1995-03-02', mobile: '13912345678', email: 'a@example.com', degree: 'bachelor', school: '青禾大学', major: '会计', intro: '' }),
    'name',
  ],
  [
    'shop intention 联系人',
    shopIntentionBody,
    (name) => ({ applicantKind: 'person', personName: '李小红', contactName: name, mobile: '13800001111', areaMin: '30', areaMax: '80', intendedUse: 'convenience', idempotencyKey: KEY }),
    'contactName',
  ],
  [
    'shop intention 申请人姓名',
    shopIntentionBody,
    (name) => ({ applicantKind: 'person', personName: name, contactName: '李小红', mobile: '13800001111', areaMin: '30', areaMax: '80', intendedUse: 'convenience', idempotencyKey: KEY }),
    'personName',
  ],
  [
    'allotment registration 申请人姓名',
    allotmentIntentionBody,
    (name) => ({ applicantName: name, idNumber: DOB_ID, mobile: '13912345678', projectId: '21', unitTypeId: '3', familyMemberIds: ['5'], idempotencyKey: KEY }),
    'applicantName',
  ],
];

function messageAt(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((i) => String(i.path[0]) === field)?.message;
}

describe('person names cannot hide characters that spoof them in staff views', () => {
  describe.each(FIELDS)('%s', (_label, schema, input, field) => {
    it.each(ACCEPTED)('accepts %s', (name) => {
      const result = schema.safeParse(input(name));
      expect(result.success ? [] : result.error.issues).toEqual([]);
    });

    it.each(SPOOFED)('refuses %s, saying why at the field', (_why, name) => {
      expect(messageAt(schema, input(name), field)).toBe(PERSON_NAME_HIDDEN_MSG);
    });
  });

  it('the message is Chinese and tells the visitor what to do', () => {
    expect(PERSON_NAME_HIDDEN_MSG).toMatch(/^姓名.*请重新输入$/);
  });

  it('names every Unicode format character as hidden, and no Chinese, letter, middle dot or space', () => {
    for (let cp = 0; cp <= 0xffff; cp++) {
      const ch = String.fromCharCode(cp);
      if (/\p{Cf}/u.test(ch)) expect([cp.toString(16), hasHiddenCharacters(`张${ch}三`)]).toEqual([cp.toString(16), true]);
    }
    for (const name of ACCEPTED) expect(hasHiddenCharacters(name)).toBe(false);
  });
});
