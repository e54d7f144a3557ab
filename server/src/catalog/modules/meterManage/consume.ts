/**
 * 材料消耗: what the contractor uses of each batch received (进场材料), where and when. The server
 * keeps a batch from being used beyond what was received (domains/lab/service.ts), and the
 * consume screen shows each material's balance: received, used, left.
 */
import { card, contract, date, form, number, row, system, text, textarea } from '../../build/fields.js';
import { batchFields } from '../laboratoryManagement/samplingData.js';
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

const F = form([
  card('消耗信息', [
    ...batchFields('材料批次'),
    contract('contractName', '合同段', { required: true }),
    row([
      number('consumeQuantity', '消耗数量', { required: true, min: 0.001, precision: 3, step: 0.001 }),
      date('consumeDate', '消耗日期', { required: true, defaultCurrent: true }),
    ]),
    text('wbsPart', '使用部位', { required: true, maxlength: 100, placeholder: '如：秦淮河大桥 / 下部构造 / 3#墩' }),
    textarea('remark', '备注', { maxlength: 200 }),
    system('createUser', 'recorder', '登记人'),
  ]),
]);

export default defineModule({
  code: 'consume', version: 1, title: '材料消耗', section: 'meterManage', order: 2,
  pictogram: 'package-minus', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-consume', route: '/pages/apply/consume/index',
  // the screen shows each material's balance above the records (pages/apply/consume): they are its part
  parts: [{
    code: 'consumeRecord', title: '消耗记录',
    records: {
      key: 'consume',
      form: F,
      list: {
        columns: [['materialName', 140], 'specification', 'batchNo', 'consumeQuantity', 'consumeDate', ['wbsPart', 180]],
        search: [['materialName', 2], ['batchNo', 2], ['wbsPart', 2], ['consumeDate', 3]],
        keyword: ['materialName', 'batchNo', 'wbsPart'],
        sortable: ['consumeDate'],
        sidx: 'consumeDate',
      },
    },
  }],
  grants: { zongjian: VIEW, shigong: FULL, shiyan: VIEW },
});
