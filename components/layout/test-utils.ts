/** Shared fixtures for the layout tests: the demo column tree and a controllable next/navigation. */
import type { ColumnNode } from '@/lib/cms/types';
import { SEED_COLUMNS } from '@/lib/db/seed/columns';
import { toColumnNodes } from '@/lib/navigation/resolve';

export const demoTree: ColumnNode[] = toColumnNodes(SEED_COLUMNS);

export const navigationMock = {
  pathname: '/home',
  search: '',
  router: { push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() },
  reset() {
    this.pathname = '/home';
    this.search = '';
    Object.values(this.router).forEach((fn) => fn.mockReset());
  },
};
