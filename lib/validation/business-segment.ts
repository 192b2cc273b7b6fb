import { noParams } from './common';

/** GET …/bpbBusinessSegmentsEntity/selectByRecord */
export const businessSegmentQuery = noParams;
