import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MY_DATA, reauthenticate, registerCitizen } from './helpers/privacy';

// Registration, re-authentication and the download on a loaded machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** Issue #30 part 1: a citizen downloads everything the portal holds about them, after typing the password again. */
test('我的数据: the password again, then a ZIP that unzips intact with the README and the JSON files of this account', async ({ page }) => {
  const mobile = await registerCitizen(page, MY_DATA);
  await expect(page.getByRole('heading', { name: '下载我的数据' })).toBeVisible();
  // Before re-authentication there is no download button, only the password.
  await expect(page.getByRole('button', { name: '下载 ZIP' })).toHaveCount(0);
  await reauthenticate(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 ZIP' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-export-'));
  try {
    const file = path.join(dir, 'my-data.zip');
    await download.saveAs(file);
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
    execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
    const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(listing).toEqual(
      ['README.txt', 'cases.json', 'consents.json', 'drafts.json', 'family.json', 'favourites.json', 'messages.json', 'profile.json', 'questionnaires.json', 'questions.json', 'records.json', 'resume.json', 'signins.json'].sort(),
    );
    expect(readFileSync(path.join(dir, 'out', 'README.txt'), 'utf8')).toContain('profile.json');
    const profile = JSON.parse(readFileSync(path.join(dir, 'out', 'profile.json'), 'utf8')) as { profile: { mobile: string; password_hash?: string }[] };
    expect(profile.profile).toHaveLength(1);
    expect(profile.profile[0]!.mobile).toBe(mobile);
    expect(profile.profile[0]).not.toHaveProperty('password_hash');
    const consents = JSON.parse(readFileSync(path.join(dir, 'out', 'consents.json'), 'utf8')) as { consents: { agreement_key: string }[] };
    expect(consents.consents.map((c) => c.agreement_key).sort()).toEqual(['privacy', 'register', 'user']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('我的数据: the download is refused without the password typed again in this session', async ({ page }) => {
  await registerCitizen(page, MY_DATA);
  const answer = await page.request.post('/api/bzf-portal-register/privacy/export', { headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toContain('failed=reauth');
});
