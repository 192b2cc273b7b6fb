/** The bzf-portal-cms service: columns, contents, company. */
export { getColumnTree, listColumns, findColumn } from './columns';
export { listContents, getContent, getColumnPage, getHomePageContent, listPublishedForSitemap, searchContents } from './contents';
export { getCompanyIntroduce, listSubsidiaries } from './company';
