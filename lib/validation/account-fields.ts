/**
 * The fields each account form posts, in its order (also the names allowed back in ?fields=,
 * lib/forms/failure-query.ts). No zod here: server pages and client shells read it freely.
 */
export const ACCOUNT_FORM_FIELDS = {
  login: ['mobile', 'password', 'challengeId', 'challengeAnswer'],
  register: ['mobile', 'name', 'password', 'confirm', 'agree'],
  password: ['mobile', 'oldPassword', 'newPassword', 'confirm', 'challengeId', 'challengeAnswer'],
  userInfo: ['name', 'idNumber', 'email', 'address'],
  familyMember: ['id', 'name', 'relation', 'idNumber', 'phone'],
} as const;
