/** Where the results page's links report a result opened (issue #27 part 4): app/api/bzf-portal-cms/search/click. */
export const SEARCH_CLICK_PATH = '/api/bzf-portal-cms/search/click';
