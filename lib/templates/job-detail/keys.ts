import { oneRecordKeys } from '../param-keys';

/** One job post by postId (a malformed id is dropped; the page is then a 404). */
export const jobDetailKeys = oneRecordKeys('postId');
