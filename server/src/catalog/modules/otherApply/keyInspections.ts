/**
 * 重点巡查: the places supervision patrols (a high formwork, a deep pit, a crane's footing), each a
 * point with the radius within which a check-in counts as being there. A check-in is made on
 * arrival from where the phone is (POST /api/map/KeyPoints/:id/CheckIn measures the distance on the
 * server); a visit anywhere else is a 巡访 made at my location (projectMap/visitationIncreased).
 * Both are parts of the tile: the patrol screens are dedicated, governed by the tile's grants.
 */
import { contract, form, images, location, number, relation, row, system, text, textarea } from '../../build/fields.js';
import { moduleIdOf } from '../../ids.js';
import { COLOR, defineModule, EDIT, VIEW } from '../../build/module.js';

/** Metres around a point within which a check-in counts, when the point names none. */
export const DEFAULT_RADIUS = 100;

const POINT = form([
  text('pointName', '巡查点', { required: true, maxlength: 50, placeholder: '如：K6+320 2#墩高支模' }),
  contract('contractName', '合同段', { required: true }),
  location('location', '位置', { required: true }),
  number('radius', '签到半径(米)', { required: true, min: 10, max: 2000, defaultValue: DEFAULT_RADIUS }),
  textarea('inspectContent', '巡查要点', { required: true, maxlength: 300 }),
  images('photos', '现场照片', { limit: 3 }),
]);

const CHECK_IN = form([
  relation('point', '巡查点', moduleIdOf('keyInspections'), 'pointName', { required: true, columns: [['radius', '签到半径(米)']] }),
  location('location', '签到位置', { required: true }),
  row([
    number('distance', '距巡查点(米)', { max: 100_000 }),
    number('accuracy', '定位精度(米)', { max: 100_000 }),
  ]),
  textarea('note', '巡查情况', { maxlength: 300 }),
  images('photos', '现场照片', { limit: 9 }),
  row([system('createUser', 'inspector', '巡查人'), system('createTime', 'inspectTime', '签到时间')]),
]);

const VISIT = form([
  location('location', '巡访位置', { required: true }),
  text('place', '地点说明', { maxlength: 100, placeholder: '如：K12+300 左幅路基' }),
  textarea('visitContent', '巡访情况', { required: true, maxlength: 500 }),
  images('photos', '现场照片', { limit: 9 }),
  row([system('createUser', 'visitor', '巡访人'), system('createTime', 'visitTime', '巡访时间')]),
]);

export default defineModule({
  code: 'keyInspections', version: 1, title: '重点巡查', section: 'otherApply', order: 10,
  pictogram: 'route', color: COLOR.red, icon: 'icon-ym icon-ym-extend-location', route: '/pages/apply/projectMap/keyInspections/index',
  records: {
    key: 'keyInspections',
    form: POINT,
    list: { columns: [['pointName', 180], 'radius', ['contractName', 200]], search: [['pointName', 2], ['contractName', 1]], keyword: ['pointName'], sidx: 'pointName' },
  },
  parts: [
    {
      code: 'keyInspectionCheckin', title: '巡查签到',
      records: { key: 'keyInspectionCheckin', form: CHECK_IN, list: { columns: ['point', 'distance', 'inspectTime'], search: [['note', 2], ['inspectTime', 3]], keyword: ['note'], sidx: 'inspectTime' } },
    },
    {
      code: 'patrolVisit', title: '巡访记录',
      records: { key: 'patrolVisit', form: VISIT, list: { columns: [['place', 180], 'visitTime'], search: [['place', 2], ['visitTime', 3]], keyword: ['place'], sidx: 'visitTime' } },
    },
  ],
  grants: { zongjian: EDIT, jianli: EDIT, anquan: EDIT, shigong: VIEW },
});
