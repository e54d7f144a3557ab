/**
 * How a flow hangs into the rest of the demo: its launch-list category and the workbench module
 * (menu) that lists its records.
 */
import type { FormConfig } from '../../../../../types/api/form.js';
import { menuId, menus } from '../menus.js';
import { columnData } from './columns.js';
import type { SeedFlowModule } from './types.js';

/** Item id of the WorkFlowCategory dictionary (dictionaries.ts). */
export const flowCategory = (code: 'safety' | 'quality' | 'progress' | 'meter' | 'test' | 'office'): string =>
  `di_WorkFlowCategory_${code}`;

/** The module of flow `flowKey`, opened by the workbench menu `menuEnCode`. */
export function moduleOf(flowKey: string, menuEnCode: string, config: FormConfig,
  list: Parameters<typeof columnData>[1]): SeedFlowModule {
  const menu = menus.find((m) => m.id === menuId(menuEnCode));
  if (!menu || menu.type !== 2) throw new Error(`flow ${flowKey}: no workbench page ${menuEnCode}`);
  return {
    id: `module_${flowKey}`,
    enCode: menu.enCode,
    fullName: menu.fullName,
    menuId: menu.id,
    columnData: columnData(config, list),
    webType: '2',
  };
}
