import { checkCreditCode, creditCheckCharacter, isValidCreditCode, normaliseCreditCode, organisationCheckCharacter } from './credit-code';

describe('unified social credit code (GB 32100-2015)', () => {
  it.each([
    ['the example printed in the standard', '91350100M000100Y43'],
    ['an enterprise whose organisation code predates the reform', '914403001922038216'],
    ['an enterprise with an MA organisation code', '91330106MA2CFK7E7P'],
    ['an individual business (92)', '92330110MA2H3Q8B4T'],
    ['a farmers’ cooperative (93)', '93330782MA29X7LU7P'],
    ['a social organisation registered by civil affairs (52)', '52330000501234569U'],
    ['a public institution (12)', '123301004701234511'],
    ['a central-level body (region 100000)', '111000000000123437'],
    ['a law firm (31)', '31330000MD0123454K'],
    ['a village collective economic organisation (N2)', 'N2330108MF1234ABX7'],
    ['an “other” registration (Y1)', 'Y1330100MG00001C3E'],
    ['an organisation check character X (remainder 10)', '91330106MA210001XW'],
    ['an organisation check character 0 (remainder 11)', '91330106MA21000608'],
    ['a final check character 0 (31 → 0)', '91330106MA21000870'],
  ])('accepts %s: %s', (_what, code) => {
    expect(checkCreditCode(code)).toEqual({ ok: true, value: code });
  });

  it('computes both check characters as the standard says', () => {
    expect(organisationCheckCharacter('19220382')).toBe('1');
    expect(organisationCheckCharacter('MA210001')).toBe('X');
    expect(organisationCheckCharacter('MA210006')).toBe('0');
    expect(creditCheckCharacter('91440300192203821')).toBe('6');
    expect(creditCheckCharacter('91330106MA2100087')).toBe('0');
  });

  it('normalises what people type: spaces, lower case and full-width characters', () => {
    expect(normaliseCreditCode('  91330106ma2cfk7e7p ')).toBe('91330106MA2CFK7E7P');
    expect(normaliseCreditCode('９１３３０１０６ＭＡ２ＣＦＫ７Ｅ７Ｐ')).toBe('91330106MA2CFK7E7P');
    expect(normaliseCreditCode('9133\u30000106 MA2C FK7E 7P')).toBe('91330106MA2CFK7E7P');
    expect(checkCreditCode('９１３３０１０６ｍａ２ｃｆｋ７ｅ７ｐ')).toEqual({ ok: true, value: '91330106MA2CFK7E7P' });
  });

  it.each([
    ['nothing', '   ', 'required', '请输入统一社会信用代码'],
    ['17 characters', '91330106MA2CFK7E7', 'length', '统一社会信用代码应为 18 位，当前为 17 位'],
    ['19 characters', '91330106MA2CFK7E7PP', 'length', '统一社会信用代码应为 18 位，当前为 19 位'],
    ['the letter O for a zero', '91330106MA2CFK7E7O', 'illegal_char', '第 18 位“O”不是统一社会信用代码可用的字符（只含数字和除 I、O、Z、S、V 以外的大写字母）'],
    ['an I, even when the length is also wrong', '9I33', 'illegal_char', '第 2 位“I”不是统一社会信用代码可用的字符（只含数字和除 I、O、Z、S、V 以外的大写字母）'],
    ['a hyphen', '91330106-MA2CFK7E7', 'illegal_char', '第 9 位“-”不是统一社会信用代码可用的字符（只含数字和除 I、O、Z、S、V 以外的大写字母）'],
    ['an unknown registration authority', 'B1330106MA2CFK7E7P', 'authority', '第 1 位登记管理部门代码不正确'],
    ['a category the authority does not issue', '94330106MA2CFK7E7P', 'category', '第 2 位机构类别代码与登记管理部门不对应'],
    ['a region code outside GB/T 2260', '91990106MA2CFK7E7P', 'region', '第 3–8 位登记管理机关行政区划码不正确'],
    ['letters in the region code', '9133A106MA2CFK7E7P', 'region', '第 3–8 位登记管理机关行政区划码不正确'],
    ['a wrong organisation-code check character', '91330106MA2CFK7E8P', 'org_check', '第 9–17 位组织机构代码的校验码不正确，请核对是否输错'],
    ['a wrong final check character', '91330106MA2CFK7E7Q', 'check', '第 18 位校验码不正确，请核对是否输错'],
    ['two neighbouring characters swapped', '91330106AM2CFK7E7P', 'org_check', '第 9–17 位组织机构代码的校验码不正确，请核对是否输错'],
  ])('refuses %s and says what is wrong', (_what, code, problem, message) => {
    expect(checkCreditCode(code)).toMatchObject({ ok: false, problem, message });
    expect(isValidCreditCode(code)).toBe(false);
  });

  it('catches every single-character typo of a valid code', () => {
    const valid = '91330106MA2CFK7E7P';
    const charset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    for (let i = 0; i < valid.length; i += 1) {
      for (const c of charset) {
        if (c === valid[i]) continue;
        const typo = valid.slice(0, i) + c + valid.slice(i + 1);
        expect([typo, isValidCreditCode(typo)]).toEqual([typo, false]);
      }
    }
  });
});
