import { oneRecordKeys } from '../param-keys';

/** 商铺信息: one shop by shopId. */
export const shopDetailKeys = oneRecordKeys('shopId');
