/** @jest-environment node */
import { sanitizeBodyHtml } from './sanitize';
import { cleanOfficeHtml } from './office-paste';

/** What Word for Windows puts on the clipboard (trimmed from a real copy: 关于公租房配租的通知.docx). */
const WORD_HTML = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15">
<style><!-- /* Style Definitions */ p.MsoNormal {mso-style-parent:""; margin:0cm; font-family:等线;} --></style>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->
</head>
<body lang=ZH-CN style='tab-interval:21.0pt'>
<!--StartFragment-->
<h1 style='mso-outline-level:1'><span style='font-family:黑体'>关于公租房配租的通知<o:p></o:p></span></h1>
<p class=MsoNormal style='text-indent:21.0pt'><span style='mso-bidi-font-size:10.5pt'>各位申请人：<o:p>&nbsp;</o:p></span></p>
<h2><span lang=EN-US>一、配租范围</span></h2>
<p class=MsoListParagraphCxSpFirst style='margin-left:18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>已登记的家庭<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:36.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Wingdings'>§<span>&nbsp;</span></span><![endif]>含新市民<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='margin-left:18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US>2.<span>&nbsp;</span></span><![endif]>符合条件的青年人<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='font-family:Symbol'>·<span>&nbsp;</span></span><![endif]>请携带身份证<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
<tr style='mso-yfti-irow:0'><td width=138 valign=top style='width:103.7pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>户型</b><o:p></o:p></p></td><td width=138><p class=MsoNormal><b>套数</b></p></td></tr>
<tr><td width=138><p class=MsoNormal>一居室</p></td><td width=138><p class=MsoNormal>120</p></td></tr>
</table>
<p class=MsoNormal><v:shape id="_x0000_i1025" type="#_x0000_t75"><v:imagedata src="file:///C:/Users/a/clip_image001.png" o:title=""/></v:shape><span style='color:red;mso-highlight:yellow'>联系电话：0971-1234567</span></p>
<!--EndFragment-->
</body></html>`;

/** WPS writes lists the same way with its own comment forms. */
const WPS_HTML = `<p class="MsoNormal" style="mso-list:l0 level1 lfo1;"><!--[if !supportLists]--><span>（一）</span><!--[endif]-->第一条</p><p class="MsoNormal" style="mso-list:l0 level1 lfo1;"><!--[if !supportLists]--><span>（二）</span><!--[endif]-->第二条</p>`;

describe('paste from Word and WPS', () => {
  const stored = sanitizeBodyHtml(cleanOfficeHtml(WORD_HTML));

  it('keeps headings (Word 1 becomes our 2: the page title is the only h1), real nested lists and the table', () => {
    expect(stored).toContain('<h2>关于公租房配租的通知</h2>');
    expect(stored).toContain('<h2>一、配租范围</h2>');
    expect(stored).toMatch(/<ol><li>已登记的家庭<ul><li>含新市民<\/li><\/ul><\/li><li>符合条件的青年人<\/li><\/ol>/);
    expect(stored).toMatch(/<ul><li>请携带身份证<\/li><\/ul>/);
    expect(stored.replace(/>\s+</g, '><')).toMatch(/<table><tr><td><p><b>户型<\/b><\/p><\/td><td><p><b>套数<\/b><\/p><\/td><\/tr><tr><td><p>一居室<\/p><\/td>/);
    expect(stored).toContain('联系电话：0971-1234567');
  });

  it('drops the rest: conditional comments, <o:p>, VML, mso classes, style attributes, the typed list markers, the head', () => {
    expect(stored).not.toMatch(/mso|Mso|<o:|<v:|<w:|style=|class=|<!--|\[if|supportLists|Style Definitions|WordDocument|file:\/\/|Wingdings|§|·/);
    expect(stored).not.toMatch(/>\s*1\.\s/);
  });

  it('reads WPS lists with Chinese ordinal markers as ordered lists', () => {
    expect(sanitizeBodyHtml(cleanOfficeHtml(WPS_HTML))).toBe('<ol><li>第一条</li><li>第二条</li></ol>');
  });

  it('leaves ordinary HTML as it was (what the editor itself writes)', () => {
    const plain = '<h2>标题</h2><p>段落 <strong>加粗</strong></p><ul><li><p>一</p></li></ul><table><tbody><tr><th>表头</th></tr></tbody></table>';
    expect(cleanOfficeHtml(plain)).toBe(plain);
    expect(sanitizeBodyHtml(cleanOfficeHtml(sanitizeBodyHtml(plain)))).toBe(sanitizeBodyHtml(plain));
  });
});
