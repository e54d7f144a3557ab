import { COLOR, defineModule, ADD } from '../../build/module.js';

export default defineModule({
  code: 'rebarCount', version: 1, title: '钢筋计数', section: 'otherApply', order: 6,
  pictogram: 'cylinder', color: COLOR.purple, icon: 'icon-ym icon-ym-extend-count', route: '/pages/apply/rebarCount/index',
  fields: ['photo', 'diameter', 'count', 'countTime'],
  grants: { jianli: ADD, shigong: ADD },
});
