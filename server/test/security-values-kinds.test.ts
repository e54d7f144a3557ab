/**
 * Every field kind the form engine knows (API.md 5.3), in both key spellings, inside layout
 * containers and a child table: a module whose form holds one of each takes a record as the app
 * fills it, and refuses a value of the wrong kind, size or reference with the field's label,
 * writing nothing. The seeded flows use only some kinds; this form uses them all.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { FormField, JnpfKey } from '../../types/api/form.js';
import { flowForms, onlineModules } from '../src/db/schema.js';
import { ROLE_ANQUAN } from '../src/catalog/roles.js';
import { buildTestApp, call, grantTestModule, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { photosOf, uploadAs, type Upload } from './uploads.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const MODULE = 'module_test_kinds';
const URL = `/api/visualdev/OnlineDev/${MODULE}`;

const field = (jnpfKey: JnpfKey, vModel: string, label: string, extra: Partial<FormField> = {}, config: Record<string, unknown> = {}): FormField =>
  ({ __config__: { jnpfKey, label, ...config }, __vModel__: vModel, ...extra } as FormField);
const container = (jnpfKey: JnpfKey, children: FormField[]): FormField => ({ __config__: { jnpfKey, label: jnpfKey, children } } as FormField);
const options = (...ids: string[]) => ({ __slot__: { options: ids.map((id) => ({ id, fullName: id })) } });
const TREE = [{ id: 'js', fullName: '江苏', children: [{ id: 'nj', fullName: '南京', children: [{ id: 'jn', fullName: '江宁' }] }] }];

const FORM = {
  fields: [
    field('billRule', 'no', '编号', {}, { rule: 'hazardRectification' }),
    container('card', [
      field('input', 'line', '单行文本', { maxlength: 10 }),
      field('comInput', 'oldLine', '旧单行文本'),
      field('textarea', 'area', '多行文本'),
      field('editor', 'rich', '富文本'),
      field('autoComplete', 'auto', '自动完成'),
    ]),
    container('row', [
      field('inputNumber', 'num', '数量', { min: 0, max: 10 }),
      field('numInput', 'oldNum', '旧数量'),
      field('rate', 'stars', '评分'),
      field('slider', 'level', '滑块'),
      field('calculate', 'sum', '合计'),
      field('switch', 'flag', '开关', { activeValue: 'Y', inactiveValue: 'N' }),
    ]),
    container('tab', [{ __config__: { label: '第一页', children: [
      field('radio', 'pick', '单选', options('a', 'b'), { dataType: 'static' }),
      field('select', 'picks', '多选下拉', { ...options('a', 'b', 'c'), multiple: true }, { dataType: 'static' }),
      field('checkbox', 'checks', '复选', options('x', 'y'), { dataType: 'static' }),
      field('cascader', 'path', '级联', { options: TREE, props: { props: { value: 'id', label: 'fullName', children: 'children' } } }, { dataType: 'static' }),
      field('treeSelect', 'node', '树选择', { options: TREE, props: { props: { value: 'id', label: 'fullName', children: 'children' } } }, { dataType: 'static' }),
      field('dicSelect', 'dict', '字典', {}, { dictionaryType: 'dt_weather' }),
      field('select', 'wbs', '分部分项', {}, { dataType: 'dynamic', propsUrl: 'di_wbs_children', props: { label: 'fullName', value: 'id' } }),
    ] } } as unknown as FormField]),
    container('collapse', [{ __config__: { label: '时间', children: [
      field('datePicker', 'day', '日期'),
      field('date', 'oldDay', '旧日期'),
      field('timePicker', 'clock', '时间'),
      field('time', 'oldClock', '旧时间'),
      field('dateRange', 'days', '日期范围'),
      field('timeRange', 'hours', '时间范围'),
    ] } } as unknown as FormField]),
    field('uploadImg', 'photos', '照片', { limit: 2 }),
    field('uploadFile', 'docs', '文件'),
    field('uploadFz', 'oldDocs', '旧文件'),
    field('colorPicker', 'color', '颜色'),
    field('organizeSelect', 'org', '组织'),
    field('comSelect', 'orgs', '多组织', { multiple: true }),
    field('depSelect', 'dept', '部门'),
    field('posSelect', 'post', '岗位'),
    field('userSelect', 'person', '人员'),
    field('usersSelect', 'people', '用户组'),
    field('roleSelect', 'role', '角色'),
    field('areaSelect', 'area2', '地区'),
    field('address', 'oldArea', '旧地区'),
    field('relationForm', 'hazard', '关联隐患', { modelId: 'module_hazardRectify', relationField: 'title' }),
    field('relationFormAttr', 'hazardTitle', '隐患标题', { relationField: 'hazard', showField: 'title' }),
    field('popupSelect', 'section', '合同段', { interfaceId: 'di_contract_list', propsValue: 'id' }),
    field('sign', 'signature', '签名'),
    field('location', 'place', '位置'),
    field('table', 'items', '明细', {}, { children: [
      field('input', 'name', '名称', { maxlength: 5 }),
      field('inputNumber', 'qty', '数量', { min: 1 }),
      field('datePicker', 'when', '日期'),
      field('uploadImg', 'pic', '照片'),
      field('select', 'section', '合同段', {}, { dataType: 'dynamic', propsUrl: 'di_contract_list', props: { label: 'fullName', value: 'id' } }),
    ] }),
    field('createUser', 'creator', '创建人'),
    field('groupTitle', '', '分组'),
  ],
};

const SIGN = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0L10 10" stroke="#000"/></svg>').toString('base64')}`;
const DAY = Date.UTC(2026, 3, 8);
let GOOD: Record<string, unknown>;
let jianliPhoto: Upload[];
let hazardId = '';

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['anquan', 'jianli']) tokens[account] = await tokenOf(app, account);
  await t.database.db.insert(flowForms).values({ id: 'form_test_kinds', enCode: 'testKinds', fullName: '全部控件', formType: 2, propertyJson: FORM as unknown as Record<string, unknown> });
  await t.database.db.insert(onlineModules).values({ id: MODULE, enCode: 'testKinds', fullName: '全部控件', formId: 'form_test_kinds', webType: 2 });
  await grantTestModule(t.database.db, 'testKinds', [ROLE_ANQUAN]);
  jianliPhoto = await photosOf(app, tokens.jianli);
  const hazard = await call(app, { method: 'POST', url: '/api/visualdev/OnlineDev/module_hazardRectify', headers: { authorization: tokens.anquan }, payload: { data: JSON.stringify({ title: '草稿' }), status: '1' } });
  hazardId = hazard.data.id;
  GOOD = {
    line: '承台', oldLine: '旧', area: '多行\n文本', rich: '<p>说明</p>', auto: '钢筋',
    num: 3, oldNum: '4.5', stars: 4, level: 60, sum: 12.5, flag: 'Y',
    pick: 'a', picks: ['a', 'c'], checks: ['y'], path: ['js', 'nj', 'jn'], node: 'nj', dict: 'di_weather_sunny', wbs: 'wbs_sg01_01_01_01',
    day: DAY, oldDay: DAY, clock: '08:30:00', oldClock: '17:05', days: [DAY, DAY + 86_400_000], hours: ['08:00:00', '12:00:00'],
    photos: await photosOf(app, tokens.anquan), docs: [await uploadAs(app, tokens.anquan, '说明.pdf')], oldDocs: [],
    color: '#ff6600', org: ['org_con1', 'dept_con1_aq'], orgs: [['org_con1'], ['org_supervision', 'dept_sup_zjb']],
    dept: 'dept_con1_aq', post: 'pos_owner_rep', person: 'u_shigong', people: ['u_shigong', 'u_jianli'], role: 'role_shigong',
    area2: ['320000', '320100'], oldArea: ['110000'], hazard: hazardId, hazardTitle: '草稿', section: 'ct_sg01',
    signature: SIGN, place: JSON.stringify({ lng: 118.8, lat: 32.05, name: '工地', address: '南京', fullAddress: '南京工地' }),
    items: [{ name: '钢筋', qty: 2, when: DAY, pic: await photosOf(app, tokens.anquan), section: 'ct_sg01' }],
    creator: 'u_admin',
  };
});
after(async () => {
  await app.close();
  await t.close();
});

const save = (data: Record<string, unknown>, status = '0') =>
  call(app, { method: 'POST', url: URL, headers: { authorization: tokens.anquan }, payload: { data: JSON.stringify(data), status } });

describe('every field kind, both spellings', () => {
  it('takes a record as the app fills it, and a draft left mostly empty', async () => {
    const res = await save(GOOD);
    assert.equal(res.code, 200, res.msg);
    assert.equal((await save({ line: '草稿' }, '1')).code, 200);
  });

  it('refuses a value of the wrong kind, size or reference by the field\'s label, writing nothing', async () => {
    const row = (GOOD.items as Array<Record<string, unknown>>)[0];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ line: '一二三四五六七八九十一' }, '单行文本不能超过10个字符'],
      [{ oldLine: 'x'.repeat(1001) }, '旧单行文本不能超过1000个字符'],
      [{ area: 'x'.repeat(10_001) }, '多行文本不能超过10000个字符'],
      [{ rich: { html: '<p>' } }, '富文本格式不正确'],
      [{ auto: true }, '自动完成格式不正确'],
      [{ num: 11 }, '数量不能大于10'],
      [{ num: -1 }, '数量不能小于0'],
      [{ oldNum: 'abc' }, '旧数量必须是数字'],
      [{ stars: [5] }, '评分必须是数字'],
      [{ level: 'high' }, '滑块必须是数字'],
      [{ sum: {} }, '合计必须是数字'],
      [{ flag: 1 }, '开关格式不正确'],
      [{ pick: 'z' }, '单选的值不在可选项中'],
      [{ pick: { id: 'a' } }, '单选格式不正确'],
      [{ picks: 'a' }, '多选下拉格式不正确'],
      [{ picks: ['a', 'd'] }, '多选下拉的值不在可选项中'],
      [{ checks: ['x', 'q'] }, '复选的值不在可选项中'],
      [{ path: ['js', 'sh'] }, '级联的值不在可选项中'],
      [{ node: 'sh' }, '树选择的值不在可选项中'],
      [{ dict: 'sunny' }, '字典的值不在可选项中'],
      [{ wbs: 'wbs_sg02_01' }, '分部分项的值不在可选项中'],
      [{ wbs: 'wbs_nope' }, '分部分项的值不在可选项中'],
      [{ day: '2026-04-08' }, '日期必须是数字'],
      [{ oldDay: Date.UTC(1800, 0, 1) }, '旧日期不在有效的日期范围内'],
      [{ clock: '25:00:00' }, '时间格式不正确'],
      [{ oldClock: 830 }, '旧时间格式不正确'],
      [{ days: [DAY, 'later'] }, '日期范围必须是数字'],
      [{ days: [DAY, DAY, DAY] }, '日期范围格式不正确'],
      [{ hours: ['8 am'] }, '时间范围格式不正确'],
      [{ photos: [...(GOOD.photos as Upload[]), ...(GOOD.photos as Upload[]), ...(GOOD.photos as Upload[])] }, '照片最多上传2个文件'],
      [{ photos: GOOD.docs }, '照片只能是图片'],
      [{ docs: jianliPhoto }, '文件的文件不存在或不是您上传的'],
      [{ oldDocs: [{ name: 'a.pdf', fileId: 'a.pdf', url: '/api/file/Download/annex/../../etc/passwd' }] }, '旧文件的文件地址无效'],
      [{ color: 'red;background:url(x)' }, '颜色格式不正确'],
      [{ org: 'org_con1' }, '组织格式不正确'],
      [{ org: ['org_nope'] }, '组织选择的对象不存在'],
      [{ orgs: ['org_con1'] }, '多组织格式不正确'],
      [{ dept: ['dept_con1_aq'] }, '部门格式不正确'],
      [{ dept: 'dept_nope' }, '部门选择的对象不存在'],
      [{ post: 'pos_nope' }, '岗位选择的对象不存在'],
      [{ person: 'u_nobody' }, '人员选择的对象不存在'],
      [{ people: 'u_shigong' }, '用户组格式不正确'],
      [{ people: ['u_shigong', 'u_nobody'] }, '用户组选择的对象不存在'],
      [{ role: 'role_nope' }, '角色选择的对象不存在'],
      [{ area2: ['999999'] }, '地区选择的对象不存在'],
      [{ oldArea: '110000' }, '旧地区格式不正确'],
      [{ hazard: 'nope' }, '关联隐患选择的记录不存在或无权访问'],
      [{ hazardTitle: { a: 1 } }, '隐患标题格式不正确'],
      [{ section: 'ct_sg02' }, '合同段的值不在可选项中'],
      [{ signature: 'javascript:alert(1)' }, '签名格式不正确'],
      [{ place: '{"lng":200,"lat":30}' }, '位置格式不正确'],
      [{ place: 'not json' }, '位置格式不正确'],
      [{ items: [{ ...row, name: '一二三四五六' }] }, '明细第1行：名称不能超过5个字符'],
      [{ items: [row, { ...row, qty: 0 }] }, '明细第2行：数量不能小于1'],
      [{ items: [{ ...row, when: 'today' }] }, '明细第1行：日期必须是数字'],
      [{ items: [{ ...row, pic: jianliPhoto }] }, '明细第1行：照片的文件不存在或不是您上传的'],
      [{ items: [row, row, { ...row, section: 'ct_sg03' }] }, '明细第3行：合同段的值不在可选项中'],
      [{ groupTitle: 'x' }, 'groupTitle 不是该表单的字段'],
    ];
    for (const [change, msg] of cases) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await save({ ...GOOD, ...change });
        assert.deepEqual({ code: res.code, msg: res.msg }, { code: 400, msg }, JSON.stringify(change).slice(0, 200));
      });
    }
  });
});
