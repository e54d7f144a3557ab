import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'ledgerSummary', version: 1, title: '台账汇总', section: 'laboratoryManagement', order: 4,
  pictogram: 'chart-no-axes-combined', color: COLOR.green, icon: 'icon-ym icon-ym-extend-chart', route: '/pages/apply/laboratoryManagement/ledgerSummary/index',
  fields: ['sampleType', 'totalCount', 'qualifiedCount', 'qualifiedRate'],
  grants: { zongjian: VIEW, shiyan: VIEW },
});
