/**
 * What no person's name may contain (issue #24 part 8): characters that change how the text around
 * them is shown without being seen themselves. A right-to-left override (U+202E) shows 「张三‮丰李」
 * in a staff list as 「张三李丰」, a zero-width space makes 「张三」 and 「张​三」 two people who look
 * alike, a bidi isolate can hide or reorder a name in a table. Refused at every person-name field
 * (account, family member, résumé and quick application, shop intention, allotment registration),
 * by the shared schemas, so the browser and the server say the same thing.
 */

/** Shown at the field, whichever name field it is. */
export const PERSON_NAME_HIDDEN_MSG = '姓名中不能含有不可见字符或文字方向控制符，请重新输入';

/**
 * Unicode format characters (Cf: bidi embeddings, overrides, isolates and marks, zero-width
 * space / joiners, word joiner, invisible operators, BOM, soft hyphen, interlinear annotation),
 * control characters (Cc), line and paragraph separators, and the Hangul fillers, which are letters
 * that draw nothing. Chinese, letters, the middle dot of minority names (·) and spaces stay.
 */
const HIDDEN = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;

export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN.test(value);
}

export const isShowableName = (value: string): boolean => !hasHiddenCharacters(value);
