/**
 * 应急管理: the four registers of a section's emergency preparedness, on one screen: plans, drills
 * (with photos), the emergency contacts (called with one tap) and the supplies kept on site.
 */
import { choice, contract, date, dictionary, files, form, images, number, relation, row, text, textarea } from '../../build/fields.js';
import { moduleIdOf } from '../../ids.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

const PHONE = [{ pattern: '/^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}|11[09]|12[02])$/', message: '请输入正确的电话号码' }];

const plan = form([
  text('planName', '预案名称', { required: true, maxlength: 60, placeholder: '如：深基坑坍塌事故专项应急预案' }),
  row([
    dictionary('select', 'planType', '预案类型', 'emergencyPlanType', { required: true }),
    dictionary('select', 'accidentType', '事故类型', 'hazardCategory', { required: true }),
  ]),
  contract('contractName', '合同段', { required: true }),
  row([
    text('planOwner', '编制人', { required: true, maxlength: 20 }),
    date('issueDate', '发布日期', { required: true }),
  ]),
  textarea('summary', '主要内容', { maxlength: 500, placeholder: '应急组织、响应分级、处置程序、保障措施' }),
  files('planFile', '预案文件', { limit: 3, accept: '.pdf,.doc,.docx' }),
]);

const drill = form([
  text('drillName', '演练名称', { required: true, maxlength: 60 }),
  relation('plan', '依据预案', moduleIdOf('emergencyPlan'), 'planName', { columns: [['issueDate', '发布日期']] }),
  contract('contractName', '合同段', { required: true }),
  row([
    date('drillDate', '演练日期', { required: true }),
    choice('select', 'drillType', '演练形式', [['tabletop', '桌面演练'], ['field', '实战演练'], ['combined', '综合演练']], { required: true }),
  ]),
  row([
    text('location', '演练地点', { required: true, maxlength: 60 }),
    number('participants', '参演人数', { required: true, min: 1, max: 1000 }),
  ]),
  textarea('content', '演练内容', { required: true, maxlength: 500 }),
  textarea('evaluation', '演练评估及改进', { maxlength: 500 }),
  images('photos', '演练照片', { required: true, limit: 9 }),
]);

const contact = form([
  row([
    text('contactName', '姓名或单位', { required: true, maxlength: 30 }),
    text('duty', '应急职责', { required: true, maxlength: 30, placeholder: '如：应急领导小组组长' }),
  ]),
  text('unit', '所在单位', { maxlength: 50 }),
  text('phone', '电话', { required: true, maxlength: 20, regList: PHONE }),
  contract('contractName', '合同段', { required: true }),
]);

const supply = form([
  text('supplyName', '物资名称', { required: true, maxlength: 30, placeholder: '如：救生衣' }),
  text('spec', '规格型号', { maxlength: 30 }),
  row([
    number('quantity', '数量', { required: true, min: 0, max: 100000 }),
    dictionary('select', 'unit', '单位', 'measureUnit', { required: true }),
  ]),
  contract('contractName', '合同段', { required: true }),
  text('storePlace', '存放地点', { required: true, maxlength: 60 }),
  row([
    text('keeper', '保管人', { required: true, maxlength: 20 }),
    text('keeperPhone', '保管人电话', { maxlength: 20, regList: PHONE }),
  ]),
  row([
    date('checkDate', '最近检查日期'),
    choice('select', 'supplyState', '状态', [['good', '完好'], ['short', '待补充'], ['expired', '已过期']], { required: true, defaultValue: 'good' }),
  ]),
]);

export default defineModule({
  code: 'emergencyManagement', version: 1, title: '应急管理', section: 'safetyManagement', order: 11,
  pictogram: 'life-buoy', color: COLOR.magenta, icon: 'icon-ym icon-ym-extend-emergency', route: '/pages/apply/emergencyManagement/index',
  parts: [
    { code: 'emergencyPlan', title: '应急预案', records: {
      key: 'emergencyPlan', form: plan,
      list: { columns: ['planName', 'planType', 'accidentType', 'issueDate'], search: [['planName', 2], ['planType', 1]], keyword: ['planName'], sidx: 'issueDate' },
    } },
    { code: 'emergencyDrill', title: '应急演练', records: {
      key: 'emergencyDrill', form: drill,
      list: { columns: ['drillName', 'drillDate', 'drillType', 'location', 'participants'], search: [['drillName', 2], ['drillDate', 3]], keyword: ['drillName', 'location'], sidx: 'drillDate' },
    } },
    { code: 'emergencyContact', title: '应急通讯录', records: {
      key: 'emergencyContact', form: contact,
      list: { columns: ['contactName', 'duty', 'phone', 'unit'], search: [['contactName', 2]], keyword: ['contactName', 'duty', 'phone'], sidx: 'duty' },
    } },
    { code: 'emergencySupply', title: '应急物资', records: {
      key: 'emergencySupply', form: supply,
      list: { columns: ['supplyName', 'quantity', 'unit', 'storePlace', 'supplyState'], search: [['supplyName', 2], ['supplyState', 1]], keyword: ['supplyName', 'storePlace'], sidx: 'supplyName' },
    } },
  ],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: EDIT, anquan: FULL, yezhu: VIEW },
});
