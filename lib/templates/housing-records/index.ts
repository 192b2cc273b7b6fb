import { notFound } from 'next/navigation';
import type { Page } from '@/lib/cms/types';
import { HOUSING_RECORD_PAGES, listHousingRecords, type HousingRecord, type HousingRecordKind } from '@/lib/data-docking/housing-records';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { pagingOf, PERSONAL_PAGE_SIZE } from '../personal-query';
import { housingRecordsKeys } from './keys';

export type HousingRecordPath = keyof typeof HOUSING_RECORD_PAGES;

export type HousingRecordsData = {
  page: PersonalCenterPage;
  path: HousingRecordPath;
  kind: HousingRecordKind;
  records: Page<HousingRecord>;
  keep: Record<string, string | undefined>;
};

function isHousingRecordPath(path: string): path is HousingRecordPath {
  return Object.prototype.hasOwnProperty.call(HOUSING_RECORD_PAGES, path);
}

/** 历史记录, 配租记录, 选房记录: the signed-in user's own rows from the housing-security system, paged. */
export const housingRecords = definePersonalTemplate<HousingRecordsData>({
  ...housingRecordsKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    if (!isHousingRecordPath(page.path)) notFound();
    const kind = HOUSING_RECORD_PAGES[page.path];
    const { pageNum, keep } = pagingOf(req.searchParams);
    const records = await listHousingRecords(page.user.userId, kind, { pageNum, pageSize: PERSONAL_PAGE_SIZE });
    return { page, path: page.path, kind, records, keep };
  },
});
