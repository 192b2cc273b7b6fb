import { oneRecordKeys } from '../param-keys';

/** One content, by contentId (a malformed id is dropped: the page says 页面不存在 for both). */
export const articleKeys = oneRecordKeys('contentId');
