import { noParams } from './common';

/** GET …/bpcCompanyIntroduceEntity/selectCompanyIntroduce */
export const companyIntroduceQuery = noParams;

/** GET …/bpcSubsidiaryEntity/selectFrontSubsidiary */
export const subsidiaryListQuery = noParams;
