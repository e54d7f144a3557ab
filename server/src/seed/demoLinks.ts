/**
 * External links in the demo (issue 13): the hosts the organisation allows (transport and
 * emergency authorities whose rules site staff look up) and, with SEED_DEMO_TASKS, one workbench
 * entry of type 7 opening the site guide the server serves itself, so the demo works offline.
 */
import type { Db } from '../db/index.js';
import { menus, roleMenus } from '../db/schema.js';
import { menuIdOf } from '../catalog/ids.js';
import { COLOR } from '../catalog/build/module.js';
import { ROLE_ANQUAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_SHIYAN, ROLE_YEZHU, ROLE_ZONGJIAN } from '../catalog/roles.js';
import { setAllowedHosts } from '../domains/externalLink/repo.js';
import { SITE_GUIDE_PATH } from '../domains/externalLink/siteGuide.js';

export const DEMO_ALLOWED_HOSTS = ['www.mot.gov.cn', '*.mem.gov.cn', 'jtyst.jiangsu.gov.cn'];
export const SITE_GUIDE_MENU = 'menu_siteGuide';

export async function seedDemoLinks(db: Db, opts: { tasks?: boolean }): Promise<void> {
  await setAllowedHosts(db, DEMO_ALLOWED_HOSTS);
  if (!opts.tasks) return; // a tile more would change the menus other tests count
  await db.insert(menus).values({
    id: SITE_GUIDE_MENU, parentId: menuIdOf('otherApply'), category: 'App', fullName: '工地须知', enCode: 'siteGuide',
    icon: 'icon-ym icon-ym-extend-link', type: 7, urlAddress: SITE_GUIDE_PATH, sortCode: 90,
    propertyJson: { iconBackgroundColor: COLOR.blue, moduleId: SITE_GUIDE_MENU, pictogram: 'globe' },
  });
  await db.insert(roleMenus).values([ROLE_ZONGJIAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_ANQUAN, ROLE_SHIYAN, ROLE_YEZHU]
    .map((roleId) => ({ roleId, menuId: SITE_GUIDE_MENU })));
}
