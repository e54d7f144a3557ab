/**
 * 材料订单: the contractor's purchase orders of material (supplier, material, quantity, the date it
 * must be delivered by, section). Receipts of material (进场材料) name the order they deliver
 * against; the server sums them into each order's received quantity and balance, and flags an
 * order past its date and not fully received (domains/order/service.ts). The order screen lists
 * the orders with that progress (pages/apply/order): the records are its part.
 */
import { billNo, card, choice, contract, date, dictionary, form, number, row, system, text, textarea } from '../../build/fields.js';
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

/** An order's own state; delivered, partly delivered and overdue are computed from the receipts. */
export const ORDER_STATES: Array<[string, string]> = [['executing', '执行中'], ['closed', '已关闭'], ['cancelled', '已取消']];

const F = form([
  billNo('orderNo', '订单编号', 'materialOrder'),
  card('订单信息', [
    text('supplier', '供应商', { required: true, maxlength: 100, placeholder: '如：南京钢铁股份有限公司' }),
    row([
      text('materialName', '材料名称', { required: true, maxlength: 50, placeholder: '如：HRB400E 热轧带肋钢筋' }),
      dictionary('select', 'materialType', '材料类型', 'materialType', { required: true }),
    ]),
    row([
      text('specification', '规格型号', { required: true, maxlength: 50, placeholder: '如：Φ25' }),
      number('quantity', '订购数量', { required: true, min: 0.001, precision: 3, step: 0.001 }),
    ]),
    row([
      dictionary('select', 'unit', '单位', 'measureUnit', { required: true }),
      date('requiredDate', '要求到货日期', { required: true }),
    ]),
    contract('contractName', '合同段', { required: true }),
    choice('select', 'orderState', '订单状态', ORDER_STATES, { required: true, defaultValue: 'executing' }),
    textarea('remark', '备注', { maxlength: 200 }),
    system('createUser', 'orderer', '下单人'),
  ]),
]);

export default defineModule({
  code: 'order', version: 1, title: '材料订单', section: 'meterManage', order: 3,
  pictogram: 'shopping-cart', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-order', route: '/pages/apply/order/index',
  billRules: { materialOrder: ['材料订单编号', 'CLDD'] },
  parts: [{
    code: 'materialOrder', title: '材料订单',
    records: {
      key: 'materialOrder',
      form: F,
      list: {
        columns: ['orderNo', ['materialName', 140], 'specification', ['supplier', 160], 'quantity', 'unit', 'requiredDate', 'orderState'],
        search: [['materialName', 2], ['supplier', 2], ['requiredDate', 3], ['orderState', 1]],
        keyword: ['orderNo', 'materialName', 'supplier'],
        sortable: ['requiredDate'],
        sidx: 'requiredDate',
      },
    },
  }],
  // the site lab checks each delivery against its order (进场材料's lab node)
  grants: { zongjian: VIEW, jianli: VIEW, shigong: FULL, shiyan: VIEW },
});
