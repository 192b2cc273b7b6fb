/**
 * Every entity of the catalogue editor, by its key (the console's URL segment and the schema's key
 * in lib/validation/catalogue.ts). Adding an entity is one definition and one line here.
 */
import { isCatalogueKey, type CatalogueKey } from '@/lib/validation/catalogue';
import { appVersionsCatalogue, bannersCatalogue, friendlyLinksCatalogue, memorabiliaCatalogue } from './background';
import { columnsCatalogue } from './columns';
import { companyCatalogue, subsidiariesCatalogue } from './company';
import { commercialProjectsCatalogue, housingProjectsCatalogue, shopsCatalogue, unitTypesCatalogue } from './data-docking';
import { questionnairesCatalogue } from './questionnaires';
import type { CatalogueDefinition } from './definition';
import { jobPostsCatalogue } from './recruitment';

export const CATALOGUE: Record<CatalogueKey, CatalogueDefinition> = {
  columns: columnsCatalogue,
  banners: bannersCatalogue,
  friendlyLinks: friendlyLinksCatalogue,
  memorabilia: memorabiliaCatalogue,
  appVersions: appVersionsCatalogue,
  jobPosts: jobPostsCatalogue,
  questionnaires: questionnairesCatalogue,
  housingProjects: housingProjectsCatalogue,
  unitTypes: unitTypesCatalogue,
  commercialProjects: commercialProjectsCatalogue,
  shops: shopsCatalogue,
  company: companyCatalogue,
  subsidiaries: subsidiariesCatalogue,
};

export function catalogueOf(key: string): CatalogueDefinition | null {
  return isCatalogueKey(key) ? CATALOGUE[key] : null;
}
