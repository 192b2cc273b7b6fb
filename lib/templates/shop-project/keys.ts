import { oneRecordKeys } from '../param-keys';

/** 商业项目信息: one commercial project by projectId; without one, the list of commercial projects. */
export const shopProjectKeys = oneRecordKeys('projectId');
