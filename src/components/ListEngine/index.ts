/** The list engine (DESIGN §2: business modules are data): a module's list, form and detail, by its code. */
export { ModuleList, ModuleListPage, type ModuleListProps } from './ModuleList'
export { ModuleForm, ModuleFormPage, type ModuleFormProps, type FormTarget } from './ModuleForm'
export { ModuleDetail, ModuleDetailPage, type ModuleDetailProps } from './ModuleDetail'
export { FlowLaunchForm, NO_FLOW, type FlowLaunchFormProps } from './FlowLaunchForm'
export { ModuleCard } from './ModuleCard'
export { useFlowChoices } from './FlowChoiceSheet'
export { loadModule, forgetModules, useModule, MISSING_MODULE } from './useModule'
export { openModuleDetail, openModuleForm } from './navigate'
