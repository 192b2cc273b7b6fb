/** Relations a family member may have to the applicant; zod-free so the form can render them without loading zod. */
export const FAMILY_RELATIONS = ['配偶', '子女', '父母', '兄弟姐妹', '祖父母', '外祖父母', '孙子女', '其他'] as const;
