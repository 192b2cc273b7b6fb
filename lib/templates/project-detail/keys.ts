import { oneRecordKeys } from '../param-keys';

/** One project by projectId (a malformed id is dropped; the page is then a 404). */
export const projectDetailKeys = oneRecordKeys('projectId');
