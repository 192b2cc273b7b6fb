import { readFileQuery, safeUploadBack, uploadedHref, uploadErrorHref } from './file-links';

describe('where a plain upload goes back to', () => {
  it.each([
    ['/t1/ResumeForm', '/t1/ResumeForm'],
    ['/t1/RegisteForm?postId=3', '/t1/RegisteForm?postId=3'],
    ['/t1/ResumeForm?file=photo:1&failed=quota&upload=photo&x=1#top', '/t1/ResumeForm?x=1'],
    ['/t1/personalCenter/job_information/registratio_form', '/t1/personalCenter/job_information/registratio_form'],
  ])('keeps %j as %j', (back, expected) => {
    expect(safeUploadBack(back)).toBe(expected);
  });

  it.each(['', 'https://evil.example/t1/ResumeForm', '//evil.example', '/t1/\\evil', '/t1//evil.example', '/home', '/t1/nope', '/t1/ResumeForm\n', `/t1/ResumeForm?${'a'.repeat(600)}`, null, 42])(
    'refuses %j',
    (back) => {
      expect(safeUploadBack(back)).toBeNull();
    },
  );

  it('adds a success after the page’s own query, and a refusal in the one failure convention', () => {
    expect(uploadedHref('/t1/RegisteForm?postId=3', 'photo', 12)).toBe('/t1/RegisteForm?postId=3&file=photo:12');
    expect(uploadErrorHref('/t1/ResumeForm', 'attachment', 'quota')).toBe('/t1/ResumeForm?failed=quota&upload=attachment');
    expect(uploadErrorHref('/t1/RegisteForm?postId=3', 'attachment', 'quota')).toBe('/t1/RegisteForm?failed=quota&upload=attachment&postId=3');
    expect(uploadErrorHref('/t1/ResumeForm', null, 'purpose')).toBe('/t1/ResumeForm?failed=purpose');
  });
});

describe('what the form page reads back', () => {
  const read = (query: string) => readFileQuery(new URLSearchParams(query));

  it('reads the new file per purpose, and a refusal per purpose or in general', () => {
    expect(read('file=photo:12')).toEqual({ photo: { fileId: 12 } });
    expect(read('file=attachment:7&failed=photo_too_large&upload=photo')).toEqual({ attachment: { fileId: 7 }, photo: { error: 'photo_too_large' } });
    expect(read('failed=purpose')).toEqual({ error: 'purpose' });
  });

  it.each(['file=photo:0', 'file=video:3', 'file=photo:99999999999', 'failed=hacked&upload=photo', 'failed=<script>&upload=photo', 'failed=quota&upload=video', 'failed=busy', 'file=photo:1.5'])('ignores %j', (query) => {
    expect(read(query)).toEqual({});
  });
});
