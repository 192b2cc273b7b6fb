/** @jest-environment node */
import { encodeCacheQuery } from '@/lib/navigation/content-cache';
import { CACHE_QUERY_ORDER } from './keys';

describe('the order of a route-cache key', () => {
  it('stays the order keys were written in before the registry was generated, so no stored key changes', () => {
    expect(CACHE_QUERY_ORDER).toEqual([
      'special', 'col1', 'col2', 'col3', 'col4',
      'pageNum', 'contentId', 'year', 'type', 'district', 'status', 'rent', 'price', 'area', 'layout', 'sort',
      'projectId', 'project', 'use', 'shopId', 'company', 'place', 'postId',
    ]);
    // A job list with a company, a place and a page: the page number first, as before.
    expect(encodeCacheQuery({ company: '2', place: 'gx', pageNum: '3', col1: 'jrwm' })).toBe('col1.jrwm~pageNum.3~company.2~place.gx');
  });
});
