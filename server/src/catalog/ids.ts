/** Ids the catalog derives from a module's code or its records key; module files may refer to each other by them. */
export const menuIdOf = (code: string): string => `menu_${code}`;
export const moduleIdOf = (key: string): string => `module_${key}`;
export const formIdOf = (key: string): string => `form_${key}`;
export const flowIdOf = (key: string): string => `flow_${key}`;
export const templateIdOf = (key: string): string => `tpl_${key}`;
/** WorkFlowCategory dictionary item id (dictionaries.ts). */
export const flowCategoryId = (code: string): string => `di_WorkFlowCategory_${code}`;
