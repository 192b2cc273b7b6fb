/** @jest-environment node */
import { sanitizeBodyHtml } from './sanitize';

describe('sanitizeBodyHtml', () => {
  it.each([
    ['script tag and its code', '<p>申请须知</p><script>alert(document.cookie)</script>', '<p>申请须知</p>'],
    ['event handler on an image', '<img src="/demo/img/a.svg" alt="小区" onerror="alert(1)" />', '<img src="/demo/img/a.svg" alt="小区" />'],
    ['javascript: link', '<a href="javascript:alert(1)">点击</a>', '<a>点击</a>'],
    ['obfuscated javascript: link', '<a href="  JaVa&#x09;ScRiPt:alert(1)">点击</a>', '<a>点击</a>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x" />', '<img alt="x" />'],
    ['protocol-relative image', '<img src="//evil.example/x.png" alt="x" />', '<img alt="x" />'],
    ['style attribute', '<p style="position:fixed;top:0">公告</p>', '<p>公告</p>'],
    ['iframe with content', '<iframe src="https://evil.example"><p>x</p></iframe><p>正文</p>', '<p>正文</p>'],
    ['svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>正文</p>', '<p>正文</p>'],
    ['form and input', '<form action="https://evil.example"><input name="pwd" /></form><p>正文</p>', '<p>正文</p>'],
    ['javascript: video poster', '<video controls poster="javascript:alert(1)" src="/v.mp4"></video>', '<video controls="" src="/v.mp4"></video>'],
    ['named frame target', '<a href="/t1/ywjs" target="_top">业务介绍</a>', '<a href="/t1/ywjs">业务介绍</a>'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeBodyHtml(input)).toBe(expected);
  });

  it('forces rel="noopener noreferrer" on links that open a new tab', () => {
    expect(sanitizeBodyHtml('<a href="https://www.mohurd.gov.cn/" target="_blank" rel="opener">住建部</a>')).toBe(
      '<a href="https://www.mohurd.gov.cn/" target="_blank" rel="noopener noreferrer">住建部</a>',
    );
  });

  it('keeps good article markup as written', () => {
    const good = [
      '<h2>申请条件</h2>',
      '<p>申请人应<strong>同时</strong>满足以下条件，详见<a href="/t1/ywbl?col1=dyyw" title="业务办理">办理指南</a>或来信 <a href="mailto:service@example.cn">咨询</a>。</p>',
      '<ul><li>具有本市户籍；</li><li>家庭人均收入 &lt; 3000 元 &amp; 无自有住房。</li></ul>',
      '<ol><li>提交申请</li><li>资格审核</li></ol>',
      '<table><thead><tr><th scope="col">户型</th><th>面积</th></tr></thead><tbody><tr><td colspan="2">一居室 45㎡</td></tr></tbody></table>',
      '<figure><img src="/demo/img/cover-skyline.svg" alt="项目鸟瞰" width="800" height="450" /><figcaption>项目鸟瞰</figcaption></figure>',
      '<blockquote><p>“住有所居”</p></blockquote><hr /><p>第一行<br />第二行<em>说明</em><span>附注</span></p>',
      '<video controls="" poster="/demo/img/poster-video.svg"><source src="https://cdn.example.cn/v.mp4" type="video/mp4" /></video>',
      '<h3>三级</h3><h4>四级</h4>',
    ].join('');
    expect(sanitizeBodyHtml(good)).toBe(good);
  });

  it('is idempotent, so stored bodies can be checked by sanitizing them again', () => {
    const messy = '<p onclick="x()">甲 & 乙 "丙"<a href="https://a.example" target="_blank">链接</a><script>1</script></p>';
    const once = sanitizeBodyHtml(messy);
    expect(sanitizeBodyHtml(once)).toBe(once);
    expect(once).toBe('<p>甲 &amp; 乙 "丙"<a href="https://a.example" target="_blank" rel="noopener noreferrer">链接</a></p>');
  });
});
