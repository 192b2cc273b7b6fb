#!/usr/bin/env node
/**
 * Writes the demo PDFs (public/demo/files/*.pdf) in Chinese, and their sizes into
 * lib/business/demo-files.generated.ts. No dependency: the PDFs are PDF 1.4 written by hand with
 * the standard CJK font STSong-Light (Type0 / CIDFontType0, Adobe-GB1, encoding UniGB-UCS2-H), which
 * every viewer renders without an embedded font; a ToUnicode map lets text be copied and searched.
 * The output is deterministic (fixed dates), so running it twice changes nothing.
 *
 *   node scripts/make-demo-pdfs.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'public', 'demo', 'files');
const SIZES_FILE = path.join(ROOT, 'lib', 'business', 'demo-files.generated.ts');

/* ------------------------------------------------------------------------------------------ */
/* Text                                                                                        */
/* ------------------------------------------------------------------------------------------ */

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 50;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const BOTTOM = 64;

const RED = [0.702, 0.071, 0.106];
const TEXT = [0.122, 0.137, 0.161];
const GREY = [0.306, 0.333, 0.38];
const LINE = [0.62, 0.64, 0.68];
const SHADE = [0.96, 0.965, 0.972];
const SOFT = [0.984, 0.918, 0.918];

/**
 * U+00B7 (the middle dot of 云溪·和园) has no glyph under UniGB-UCS2-H in common viewers, while the
 * GB 2312 middle dot U+30FB has: written as the latter.
 */
const forPdf = (text) => text.replace(/\u00B7/g, '\u30FB');

/** UTF-16BE hex of a string of BMP characters (what UniGB-UCS2-H reads). */
function hex(text) {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (code > 0xffff || (code >= 0xd800 && code <= 0xdfff)) throw new Error(`not a BMP character: ${ch}`);
    out += code.toString(16).toUpperCase().padStart(4, '0');
  }
  return out;
}

/** Advance of a character in em: ASCII is half-width (the /W array says so), the rest full. */
const charWidth = (ch) => (ch.codePointAt(0) < 0x80 ? 0.5 : 1);
const textWidth = (text, size) => [...text].reduce((w, ch) => w + charWidth(ch), 0) * size;

const NO_LINE_START = new Set('，。、；：？！）」』》”’%…');

/** Breaks text into lines no wider than `width` (Chinese breaks anywhere; ASCII words stay whole). */
function wrap(text, size, width) {
  const lines = [];
  for (const paragraph of String(text).split('\n')) {
    const tokens = paragraph.match(/[A-Za-z0-9.,:/@_-]+|./gu) ?? [''];
    let line = '';
    for (const token of tokens) {
      const next = line + token;
      if (line !== '' && textWidth(next, size) > width && !NO_LINE_START.has(token)) {
        lines.push(line);
        line = token === ' ' ? '' : token;
      } else {
        line = next;
      }
    }
    lines.push(line);
  }
  return lines;
}

const num = (n) => (Math.round(n * 100) / 100).toString();
const rgb = (c, op) => `${c.map(num).join(' ')} ${op}`;

/* ------------------------------------------------------------------------------------------ */
/* Pages and layout                                                                            */
/* ------------------------------------------------------------------------------------------ */

class Doc {
  constructor(title, subtitle) {
    this.title = title;
    this.subtitle = subtitle;
    this.pages = [];
    this.usedHighBytes = new Set();
    this.newPage();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.watermark();
    this.header();
  }

  text(x, y, raw, size, color = TEXT) {
    const text = forPdf(raw);
    for (const ch of text) this.usedHighBytes.add(ch.codePointAt(0) >> 8);
    this.ops.push(`${rgb(color, 'rg')} BT /F1 ${num(size)} Tf ${num(x)} ${num(y)} Td <${hex(text)}> Tj ET`);
  }

  rect(x, y, w, h, { fill, stroke, width = 0.6 } = {}) {
    const parts = [];
    if (fill) parts.push(rgb(fill, 'rg'));
    if (stroke) parts.push(rgb(stroke, 'RG'), `${num(width)} w`);
    parts.push(`${num(x)} ${num(y)} ${num(w)} ${num(h)} re`, fill && stroke ? 'B' : fill ? 'f' : 'S');
    this.ops.push(parts.join(' '));
  }

  line(x1, y1, x2, y2, color = LINE, width = 0.6) {
    this.ops.push(`${rgb(color, 'RG')} ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
  }

  /** 「演示文件」 across the page, pale, beneath everything else. */
  watermark() {
    const label = '演示文件';
    for (const ch of label) this.usedHighBytes.add(ch.codePointAt(0) >> 8);
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    for (const [x, y] of [
      [120, 260],
      [250, 520],
    ]) {
      this.ops.push(`0.94 0.94 0.95 rg BT /F1 64 Tf ${num(c)} ${num(s)} ${num(-s)} ${num(c)} ${x} ${y} Tm <${hex(label)}> Tj ET`);
    }
  }

  header() {
    this.rect(0, PAGE_H - 92, PAGE_W, 92, { fill: RED });
    this.text(MARGIN, PAGE_H - 50, this.title, 21, [1, 1, 1]);
    if (this.subtitle) this.text(MARGIN, PAGE_H - 74, this.subtitle, 10.5, [1, 0.88, 0.88]);
    const badge = '演示文件';
    const bw = textWidth(badge, 11) + 16;
    this.rect(PAGE_W - MARGIN - bw, PAGE_H - 58, bw, 22, { fill: [1, 1, 1] });
    this.text(PAGE_W - MARGIN - bw + 8, PAGE_H - 51, badge, 11, RED);
    this.y = PAGE_H - 92 - 28;
  }

  /** Room for `h` more points on this page, else a new page. */
  need(h) {
    if (this.y - h < BOTTOM) this.newPage();
  }

  heading(text) {
    this.need(34);
    this.y -= 6;
    this.rect(MARGIN, this.y - 3, 4, 16, { fill: RED });
    this.text(MARGIN + 12, this.y, text, 13.5, RED);
    this.y -= 22;
  }

  para(text, { size = 10.5, color = TEXT, indent = 0, gap = 6 } = {}) {
    const lead = size * 1.65;
    for (const line of wrap(text, size, CONTENT_W - indent)) {
      this.need(lead);
      this.text(MARGIN + indent, this.y, line, size, color);
      this.y -= lead;
    }
    this.y -= gap;
  }

  /** A numbered or bulleted list with hanging indent. */
  list(items, { size = 10.5, numbered = true } = {}) {
    items.forEach((item, i) => {
      const mark = numbered ? `${i + 1}.` : '·';
      const lead = size * 1.65;
      const lines = wrap(item, size, CONTENT_W - 22);
      lines.forEach((line, j) => {
        this.need(lead);
        if (j === 0) this.text(MARGIN + 4, this.y, mark, size, GREY);
        this.text(MARGIN + 22, this.y, line, size);
        this.y -= lead;
      });
      this.y -= 2;
    });
    this.y -= 4;
  }

  /** Check boxes on one line: □ 选项一  □ 选项二 … */
  choices(label, options, { size = 10.5 } = {}) {
    this.need(24);
    let x = MARGIN;
    this.text(x, this.y, label, size);
    x += textWidth(label, size) + 10;
    for (const option of options) {
      const w = 13 + textWidth(option, size) + 18;
      if (x + w > MARGIN + CONTENT_W) {
        this.y -= 20;
        this.need(20);
        x = MARGIN + textWidth(label, size) + 10;
      }
      this.rect(x, this.y - 1, 9, 9, { stroke: TEXT, width: 0.7 });
      this.text(x + 13, this.y, option, size);
      x += w;
    }
    this.y -= 24;
  }

  /**
   * A table. `widths` are fractions of the content width; header cells are shaded; `rows` may hold
   * empty strings (blank cells of a form); `minHeight` keeps blank rows writable.
   */
  table(widths, header, rows, { size = 10, minHeight = 24, labelColumns = [] } = {}) {
    const pad = 5;
    const lead = size * 1.5;
    const xs = [];
    let acc = MARGIN;
    for (const w of widths) {
      xs.push(acc);
      acc += w * CONTENT_W;
    }
    const drawRow = (cells, shaded) => {
      const wrapped = cells.map((c, i) => wrap(c, size, widths[i] * CONTENT_W - 2 * pad));
      const h = Math.max(minHeight, Math.max(...wrapped.map((l) => l.length)) * lead + 2 * pad - (lead - size));
      this.need(h);
      const top = this.y;
      cells.forEach((_, i) => {
        const w = widths[i] * CONTENT_W;
        const fill = shaded || labelColumns.includes(i) ? SHADE : undefined;
        this.rect(xs[i], top - h, w, h, { fill, stroke: LINE });
        wrapped[i].forEach((line, j) => this.text(xs[i] + pad, top - pad - size + 1 - j * lead, line, size, shaded ? GREY : TEXT));
      });
      this.y = top - h;
    };
    if (header) drawRow(header, true);
    for (const row of rows) drawRow(row, false);
    this.y -= 14;
  }

  /** Signature lines: 申请人（签字）：______  日期：______ */
  signatures(labels, { size = 10.5 } = {}) {
    this.need(40);
    this.y -= 10;
    const slot = CONTENT_W / labels.length;
    labels.forEach((label, i) => {
      const x = MARGIN + i * slot;
      this.text(x, this.y, label, size);
      const start = x + textWidth(label, size) + 4;
      this.line(start, this.y - 3, x + slot - 14, this.y - 3, TEXT, 0.6);
    });
    this.y -= 28;
  }

  /** Key figures in boxes side by side. */
  figures(items) {
    const gap = 10;
    const w = (CONTENT_W - gap * (items.length - 1)) / items.length;
    this.need(70);
    items.forEach(([value, label], i) => {
      const x = MARGIN + i * (w + gap);
      this.rect(x, this.y - 58, w, 62, { fill: SOFT });
      this.text(x + 10, this.y - 22, value, 17, RED);
      this.text(x + 10, this.y - 44, label, 9.5, GREY);
    });
    this.y -= 78;
  }

  notice(text) {
    const size = 9.5;
    const lines = wrap(text, size, CONTENT_W - 20);
    const h = lines.length * size * 1.6 + 14;
    this.need(h + 6);
    this.rect(MARGIN, this.y - h + size + 4, CONTENT_W, h, { fill: SOFT });
    lines.forEach((line, i) => this.text(MARGIN + 10, this.y - 2 - i * size * 1.6, line, size, RED));
    this.y -= h + 8;
  }

  /** Footer on every page: what this is and the page number. */
  footers() {
    const total = this.pages.length;
    this.pages.forEach((ops, i) => {
      this.ops = ops;
      this.line(MARGIN, 44, PAGE_W - MARGIN, 44, LINE, 0.5);
      this.text(MARGIN, 30, '青禾安居集团 · 演示文件，内容虚构，不能用于实际办理', 8.5, GREY);
      const page = `第 ${i + 1} 页 / 共 ${total} 页`;
      this.text(PAGE_W - MARGIN - textWidth(page, 8.5), 30, page, 8.5, GREY);
    });
  }

  /** The finished file. */
  toBuffer() {
    this.footers();
    const objects = [];
    const add = (body) => {
      objects.push(body);
      return objects.length;
    };
    const catalog = add(null);
    const pagesObj = add(null);
    const descriptor = add(
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    );
    const cidFont = add(
      `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 95 500 814 939 500] >>`,
    );
    const toUnicode = add(stream(toUnicodeCMap([...this.usedHighBytes].sort((a, b) => a - b))));
    const font = add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
    const info = add(`<< /Title <FEFF${hex(`${this.title}（演示）`)}> /Producer (scripts/make-demo-pdfs.mjs) /CreationDate (D:20261120090000+08'00') >>`);
    const pageIds = [];
    for (const ops of this.pages) {
      const content = add(stream(ops.join('\n')));
      pageIds.push(
        add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`),
      );
    }
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (zh-CN) >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

    const chunks = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
    let offset = chunks[0].length;
    const offsets = [];
    objects.forEach((body, i) => {
      offsets.push(offset);
      const buf = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
      chunks.push(buf);
      offset += buf.length;
    });
    const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
    chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(chunks);
  }
}

/** A Flate-compressed stream object (the compressed bytes carried as latin1, one char per byte). */
function stream(content) {
  const bytes = deflateSync(Buffer.from(content, 'latin1'), { level: 9 });
  return `<< /Length ${bytes.length} /Filter /FlateDecode >>\nstream\n${bytes.toString('latin1')}\nendstream`;
}

/** Codes are UCS-2 already, so the map is the identity over the rows of 256 codes the file uses. */
function toUnicodeCMap(highBytes) {
  const ranges = highBytes.map((hi) => {
    const h = hi.toString(16).toUpperCase().padStart(2, '0');
    return `<${h}00> <${h}FF> <${h}00>`;
  });
  const blocks = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const part = ranges.slice(i, i + 100);
    blocks.push(`${part.length} beginbfrange\n${part.join('\n')}\nendbfrange`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CIDInit /ProcSet findresource pop /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/* ------------------------------------------------------------------------------------------ */
/* The documents                                                                               */
/* ------------------------------------------------------------------------------------------ */

const DEMO_NOTE = '本文件为门户网站演示数据，申请条件依据青禾市演示规则编写，并非现行政策，不能用于实际办理。';

function gzfApplication() {
  const d = new Doc('青禾市公共租赁住房申请表', '申请编号：________________    受理日期：____年__月__日    受理窗口：________________');
  d.notice(DEMO_NOTE);
  d.heading('一、申请人基本信息');
  d.table(
    [0.15, 0.2, 0.12, 0.15, 0.15, 0.23],
    null,
    [
      ['姓名', '', '性别', '', '出生日期', ''],
      ['身份证号码', '', '婚姻状况', '', '联系电话', ''],
      ['户籍所在地', '', '', '', '居住证号码', ''],
      ['工作单位', '', '', '', '社保连续缴纳', '____ 个月'],
      ['现居住地址', '', '', '', '', ''],
    ],
    { labelColumns: [0, 2, 4] },
  );
  d.heading('二、共同申请家庭成员');
  d.table(
    [0.16, 0.16, 0.3, 0.22, 0.16],
    ['姓名', '与申请人关系', '身份证号码', '工作单位或学校', '月收入（元）'],
    [['', '', '', '', ''], ['', '', '', '', ''], ['', '', '', '', ''], ['', '', '', '', '']],
  );
  d.heading('三、住房及收入情况');
  d.choices('家庭在本市住房：', ['无住房', '有住房，人均建筑面积低于 15 平方米', '其他']);
  d.para('现有住房地址及建筑面积：____________________________________________________');
  d.para('上一年度家庭收入总额：____________ 元；家庭人口 ____ 人；人均月收入 ____________ 元。');
  d.choices('申请类别：', ['本市户籍住房困难家庭', '外来务工人员']);
  d.heading('四、申请人承诺');
  d.para(
    '本人及共同申请的家庭成员承诺：所填信息和提交的材料真实、完整，同意住房保障部门向公安、民政、人社、不动产登记、金融等机构查询家庭成员的户籍、婚姻、住房、收入、社保等信息。如有隐瞒或虚报，自愿承担取消申请资格、退回已配租住房及相应法律责任。',
  );
  d.signatures(['申请人（签字）：', '日期：']);
  d.signatures(['共同申请人（签字）：', '日期：']);
  d.heading('五、受理及审核意见（由工作人员填写）');
  d.table([0.2, 0.8], null, [['受理初审', '材料是否齐全：□ 齐全  □ 需补正          经办人：__________'], ['资格审核', '□ 符合  □ 不符合，原因：______________________          审核人：__________']], { labelColumns: [0], minHeight: 30 });
  return d;
}

function bzfEnterprise() {
  const d = new Doc('保障性租赁住房企业集中配租申请材料清单', '适用于用人单位为本单位职工集中承租保障性租赁住房');
  d.notice(DEMO_NOTE);
  d.heading('一、申请单位须提交的材料');
  d.table(
    [0.07, 0.35, 0.1, 0.16, 0.32],
    ['序号', '材料名称', '份数', '形式', '说明'],
    [
      ['1', '企业集中配租申请书', '1', '原件', '写明申请房源数量、户型和承租期限，加盖单位公章'],
      ['2', '营业执照或事业单位法人证书', '1', '复印件', '加盖单位公章'],
      ['3', '法定代表人身份证明及授权委托书', '1', '原件', '经办人另附身份证复印件'],
      ['4', '拟入住职工名单', '1', '原件及电子版', '含姓名、身份证号码、户籍、入职时间、社保缴纳情况'],
      ['5', '职工无自有住房承诺书', '每人 1 份', '原件', '由入住职工本人签字'],
      ['6', '职工劳动合同及社保缴纳证明', '每人 1 份', '复印件', '社保证明可在“青禾社保”线上打印'],
      ['7', '租金支付承诺书', '1', '原件', '约定租金由单位统一支付或职工个人支付'],
    ],
  );
  d.heading('二、办理流程');
  d.list([
    '单位在门户网站“保障性租赁住房—业务办理—企业申请”在线提交申请，并上传上述材料的扫描件；',
    '资产运营公司在 5 个工作日内完成材料审核和入住职工资格核验，结果以短信和邮件通知经办人；',
    '核验通过的，单位与项目运营方签订集中配租协议，按协议约定的时间分批办理入住；',
    '职工离职或不再符合条件的，单位应在 30 日内告知运营方并办理退租。',
  ]);
  d.heading('三、递交地点');
  d.para('青禾安居住房保障服务中心（澄江大厅）：青禾市澄江区明德路88号安居大厦1楼，电话 0000-86601188；');
  d.para('青禾高新区人才安居服务站：青禾市高新区创新路18号人才服务中心1楼，电话 0000-86602518。');
  d.para('办理时间：周一至周五 9:00-17:00，法定节假日休息。', { color: GREY });
  return d;
}

function psxIntention() {
  const d = new Doc('配售型保障性住房意向登记表', '登记编号：________________    登记日期：____年__月__日');
  d.notice('意向登记用于摸清需求、合理安排配售，不作为配售资格，不收取任何费用。登记期内也可在门户网站“配售型保障性住房—业务办理”在线登记。' + DEMO_NOTE);
  d.heading('一、申请人信息');
  d.table(
    [0.16, 0.34, 0.16, 0.34],
    null,
    [
      ['姓名', '', '联系电话', ''],
      ['身份证号码', '', '户籍或居住证', ''],
      ['工作单位', '', '社保连续缴纳', '____ 个月'],
      ['通讯地址', '', '人才类别', '□ 无  □ 技能人才  □ 高层次人才'],
    ],
    { labelColumns: [0, 2] },
  );
  d.heading('二、意向项目及户型');
  d.table([0.3, 0.7], null, [['意向项目名称', ''], ['意向户型', '□ 两室（约 70-85 平方米）  □ 三室（约 90-110 平方米）  □ 服从安排']], { labelColumns: [0] });
  d.heading('三、共同申请家庭成员');
  d.table(
    [0.2, 0.18, 0.36, 0.26],
    ['姓名', '与申请人关系', '身份证号码', '联系电话'],
    [['', '', '', ''], ['', '', '', ''], ['', '', '', '']],
  );
  d.heading('四、家庭住房情况');
  d.choices('家庭在本市住房：', ['无住房', '人均建筑面积低于 15 平方米', '其他']);
  d.heading('五、登记人承诺');
  d.para('本人承诺以上信息真实、准确，知悉配售型保障性住房实行封闭管理，购得的住房不得上市交易；知悉意向登记不作为配售资格，最终以资格审核和公开摇号结果为准。');
  d.signatures(['登记人（签字）：', '日期：']);
  return d;
}

function gycqNotes() {
  const d = new Doc('共有产权住房申购须知', '请在申购前仔细阅读，并在确认页签字后随申购材料一并提交');
  d.notice(DEMO_NOTE);
  d.heading('一、申购对象');
  d.list([
    '本市户籍，或持有本市居住证并在本市连续缴纳社会保险满 36 个月；',
    '家庭成员在本市均无住房，且申请前 3 年内无住房转让记录；',
    '家庭人均月收入低于 15,000 元；',
    '单身申请人须年满 30 周岁，以 2 人及以上家庭申请的不受年龄限制。',
  ]);
  d.heading('二、产权份额与价格');
  d.para('购房人产权份额按其出资占住房价格的比例确定，一般为 50% 至 70%，具体以各项目申购公告为准；其余份额由政府指定机构持有。住房价格参照同地段同品质普通商品住房价格，按一定比例核定。');
  d.heading('三、购房款与贷款');
  d.para('购房人按其产权份额支付购房款，可申请住房公积金贷款和商业贷款，按首套住房政策执行。首付款资金证明须在选房前提交。');
  d.heading('四、增购与转让');
  d.list([
    '取得不动产权证满 1 年后，可分期增购政府产权份额，价格按增购时的评估价计算；',
    '取得不动产权证满 5 年后，可按市场价格转让，所得价款按产权份额分配，政府指定机构享有优先购买权；',
    '未满 5 年确需转让的，由政府指定机构按原价格并考虑折旧和物价水平回购。',
  ]);
  d.heading('五、使用管理');
  d.para('共有产权住房只能自住，不得出租、出借或改变用途；购房人应按规定缴纳物业服务费和住宅专项维修资金。违反规定的，按合同约定处理并记入个人信用记录。');
  d.heading('六、申购人确认');
  d.para('本人已仔细阅读并理解本须知的全部内容，承诺所提交的信息和材料真实、完整，自愿遵守共有产权住房的各项管理规定。');
  d.signatures(['申购人（签字）：', '日期：']);
  d.signatures(['共同申购人（签字）：', '日期：']);
  return d;
}

function brochure() {
  const d = new Doc('青禾安居宣传画册', '安居青禾 · 温暖万家');
  d.notice('本画册为门户网站演示文件，所列数据均为虚构。');
  d.heading('关于我们');
  d.para('青禾安居集团成立于 2015 年，是青禾市住房保障工作的主要实施主体，负责保障性住房的投资、建设、运营和服务。集团坚持“房子是用来住的、不是用来炒的”定位，努力让每一位在青禾工作生活的人都能住得安心、住得舒心。');
  d.figures([
    ['4.1 万套', '累计筹集保障性住房'],
    ['23 个', '在运营保障房社区'],
    ['9.6 万人', '服务住户'],
    ['18 万平方米', '社区配套商业'],
  ]);
  d.heading('五大业务板块');
  d.table(
    [0.22, 0.4, 0.38],
    ['业务板块', '服务对象', '特点'],
    [
      ['保障性租赁住房', '新市民、青年人、城市一线服务人员', '小户型、全装修，租金不高于市场租金的 85%'],
      ['公共租赁住房', '城镇住房、收入困难家庭和外来务工人员', '租金约为市场租金的 60%，轮候配租'],
      ['配售型保障性住房', '住房有困难且收入不高的工薪群体、引进人才', '保本微利定价，封闭管理'],
      ['共有产权住房', '有一定支付能力的无房家庭', '与政府按份额共有，可分期增购'],
      ['商业服务', '社区商业经营者、入驻企业', '优先引进菜场、药店、托育等民生业态'],
    ],
  );
  d.heading('服务网点');
  d.table(
    [0.34, 0.46, 0.2],
    ['网点', '地址', '电话'],
    [
      ['住房保障服务中心（澄江大厅）', '澄江区明德路88号安居大厦1楼', '0000-86601188'],
      ['云溪住房保障服务点', '云溪区和园路9号和园生活广场2楼', '0000-86603120'],
      ['高新区人才安居服务站', '高新区创新路18号人才服务中心1楼', '0000-86602518'],
      ['东港区政务服务中心住房保障窗口', '东港区港城大道200号政务服务中心3楼', '0000-86604300'],
    ],
  );
  d.para('服务热线 96580（工作日 9:00-17:30）· 报修 96580 转 9（24 小时）', { color: GREY });
  return d;
}

function housingList() {
  const d = new Doc('公共租赁住房配租房源清单（样表）', '各批次实际房源以当批次配租公告为准');
  d.notice(DEMO_NOTE);
  d.heading('房源明细（示例：云溪·和园）');
  const rows = [];
  const layouts = [
    ['一室一厅', '40-48', 15.2],
    ['两室一厅', '56-62', 15.2],
  ];
  for (let i = 0; i < 14; i++) {
    const [layout, , rate] = layouts[i % 3 === 2 ? 1 : 0];
    const area = i % 3 === 2 ? 56.4 + (i % 5) : 40.8 + (i % 6) * 1.2;
    const building = 3 + Math.floor(i / 5);
    const room = `${building}幢${2 + (i % 9)}${String(1 + (i % 4)).padStart(2, '0')}室`;
    rows.push([String(i + 1), room, layout, area.toFixed(2), rate.toFixed(1), Math.round(area * rate).toLocaleString('en-US')]);
  }
  d.table([0.08, 0.22, 0.16, 0.18, 0.18, 0.18], ['序号', '房号', '户型', '建筑面积（平方米）', '租金（元/平方米·月）', '月租金（元）'], rows, { minHeight: 22 });
  d.para('说明：月租金 = 建筑面积 × 租金标准，四舍五入到元；物业服务费、水电燃气费由承租家庭另行缴纳。', { color: GREY });
  return d;
}

function tenderDoc() {
  const d = new Doc('采购公告附件（物业服务招标文件节选）', '公租房社区物业服务采购项目    采购人：青禾安居集团    采购方式：公开招标');
  d.notice(DEMO_NOTE.replace('申请条件依据青禾市演示规则编写，并非现行政策，', ''));
  d.heading('一、采购需求');
  d.list([
    '服务范围：澄江·明德苑、北湖·幸福家园两个公租房社区的公共区域保洁、绿化养护、秩序维护和设施设备维修养护；',
    '服务期限：3 年，每年考核合格后续签；',
    '服务标准：执行《青禾市住宅物业服务等级标准》二级及以上，报修 15 分钟内响应、24 小时内办结。',
  ]);
  d.heading('二、投标人资格要求');
  d.list([
    '具有独立承担民事责任的能力，近三年经营活动中没有重大违法记录；',
    '具有同类保障性住房或住宅小区物业服务业绩；',
    '本项目不接受联合体投标。',
  ]);
  d.heading('三、评分办法（综合评分法）');
  d.table(
    [0.3, 0.15, 0.55],
    ['评分项', '分值', '评分标准'],
    [
      ['价格', '30', '满足招标要求的最低报价为基准价，得满分；其他报价按比例计分'],
      ['服务方案', '40', '人员配置、服务流程、应急预案、适老化服务等'],
      ['业绩与信誉', '20', '同类项目业绩、住户满意度评价'],
      ['信息化水平', '10', '报修、巡检、考核的信息化手段'],
    ],
  );
  d.para('投标截止时间及开标地点以招标公告为准。', { color: GREY });
  return d;
}

export const DOCUMENTS = [
  ['gzf-application-form-demo.pdf', gzfApplication],
  ['bzf-enterprise-checklist-demo.pdf', bzfEnterprise],
  ['psx-intention-form-demo.pdf', psxIntention],
  ['gycq-purchase-notes-demo.pdf', gycqNotes],
  ['brochure-demo.pdf', brochure],
  ['housing-list-demo.pdf', housingList],
  ['tender-notice-demo.pdf', tenderDoc],
];

function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const sizes = [];
  for (const [file, make] of DOCUMENTS) {
    const buffer = make().toBuffer();
    fs.writeFileSync(path.join(OUT_DIR, file), buffer);
    sizes.push([`/demo/files/${file}`, buffer.length]);
  }
  const body = sizes.map(([url, size]) => `  '${url}': ${size},`).join('\n');
  fs.writeFileSync(
    SIZES_FILE,
    `// Written by scripts/make-demo-pdfs.mjs: the size in bytes of each demo PDF it writes. Do not edit.\nexport const DEMO_FILE_SIZES = {\n${body}\n} as const;\n`,
  );
  for (const [url, size] of sizes) console.log(`${url}  ${size} B`);
}

main();
