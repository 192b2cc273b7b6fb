/**
 * Search vocabulary, kept as data (issue #12 part 2). Edit here, then run `npm run search:reindex`
 * (a demo database rebuilds on its next start by itself): stored documents then carry the new
 * words whole and one lexeme per synonym set. Until then the portal sees that the index was built
 * with another vocabulary (INDEX_FINGERPRINT in ./tokens.mjs, recorded in app_meta) and reads every
 * variant of a synonym set on its own: the same matches for words the old index holds, only slower;
 * it says so once in its log.
 *
 * - SYNONYM_GROUPS: what citizens type and what the documents say. A query word in a group
 *   matches a document holding any word of the group (OR within a group, AND across the words of
 *   the query).
 * - DOMAIN_WORDS: words the segmenter would cut apart (公租|房, 保障|性): indexed whole wherever they
 *   occur, and kept whole when a query is segmented. Every word of a synonym group is one, too.
 * - QUERY_STOP_WORDS: question words and particles a citizen adds (怎么, 如何, 吗): dropped from a query
 *   that has other words, since documents rarely contain them.
 */

export const SYNONYM_GROUPS = [
  ['保租房', '保障性租赁住房', '保障房租赁'],
  // 廉租住房 has been run as 公共租赁住房 since 2014 (并轨运行): one set, so 廉租房 finds the 公租房 pages.
  ['公租房', '公共租赁住房', '公共租赁房', '廉租房', '廉租住房'],
  ['共有产权房', '共有产权住房', '共有产权'],
  ['配售房', '配售型保障性住房', '配售型保障房', '配售型住房'],
  ['人才房', '人才公寓', '人才住房'],
  ['保障房', '保障性住房'],
  ['经适房', '经济适用房', '经济适用住房'],
  ['公积金', '住房公积金'],
  ['房租', '租金'],
  ['退房', '退租'],
  ['商铺', '店铺', '门面', '铺面'],
  ['招聘', '岗位', '职位', '招人'],
  ['管培生', '管理培训生'],
  ['应届生', '应届毕业生', '毕业生', '校园招聘'],
  ['维修', '报修', '修理'],
  ['户口', '户籍'],
  // 要等多久 asks what the answers call 多长时间 or 办理时限.
  ['多久', '多长时间', '办理时限', '多少天'],
  // 外地户口 is what citizens say, 非本市户籍 what the answers write.
  ['外地', '非本市', '外市', '外省'],
  ['交', '缴纳', '缴费', '交纳'],
  ['卖', '出售', '转让', '上市交易'],
  ['放假', '假期', '节假日', '节日期间'],
  ['办事', '办理'],
  ['补贴', '租赁补贴', '租金补贴'],
];

export const DOMAIN_WORDS = [
  '保障性',
  '轮候',
  '摇号',
  '选房',
  '配租',
  '续租',
  '不动产',
  '产权证',
  '网签',
  '安置房',
  '新市民',
  '青年人',
  '低保',
  '低收入',
  '社保',
  '商业街',
  '管理岗',
];

export const QUERY_STOP_WORDS = [
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '和',
  '与',
  '及',
  '或',
  '在',
  '是',
  '有',
  '我',
  '我们',
  '想',
  '要',
  '能',
  '能否',
  '可以',
  '怎么',
  '怎样',
  '怎么样',
  '如何',
  '什么',
  '哪些',
  '哪里',
  '哪儿',
  '哪个',
  '多少',
  '是否',
  '是不是',
  '就',
  '就有',
  '还',
  '还能',
  '请问',
  '一下',
];
