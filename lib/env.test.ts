/** @jest-environment node */
import { assertProductionEnv, missingProductionSettings } from './env';

describe('production settings', () => {
  it('a production server without SITE_URL refuses to start, naming the variable', () => {
    expect(missingProductionSettings({ NODE_ENV: 'production' })).toEqual(['SITE_URL']);
    expect(() => assertProductionEnv({ NODE_ENV: 'production' })).toThrow(/SITE_URL/);
  });

  it('starts with SITE_URL, and development, tests and `next build` need none', () => {
    expect(() => assertProductionEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.example.gov.cn' })).not.toThrow();
    expect(missingProductionSettings({ NODE_ENV: 'development' })).toEqual([]);
    expect(missingProductionSettings({ NODE_ENV: 'test' })).toEqual([]);
    expect(missingProductionSettings({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toEqual([]);
  });
});
