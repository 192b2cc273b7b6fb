/** The group itself hires when a post names no subsidiary (the name lib/db/seed/contents-company.ts gives it). */
export const GROUP_COMPANY_NAME = '青禾安居住房保障集团有限公司';
