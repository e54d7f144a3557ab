import { getModuleConfig } from '@/api/visualdev'
import { parseModule, type ModuleDef } from '@/core/listConfig'
import { useRemote } from '../useRemote'

/**
 * Module definitions, kept for the session (DESIGN §2: reference data is cached): the list, its
 * form and the detail of one module ask once, under the id and the enCode alike. A failed load is
 * forgotten, so that 重试 asks again.
 */
const cache = new Map<string, Promise<ModuleDef>>()

export function loadModule (idOrCode: string): Promise<ModuleDef> {
  const known = cache.get(idOrCode)
  if (known) return known
  const loading = getModuleConfig(idOrCode).then((config) => parseModule(config, idOrCode))
  cache.set(idOrCode, loading)
  loading.then((m) => {
    cache.set(m.id, loading)
    if (m.enCode) cache.set(m.enCode, loading)
  }, () => { cache.delete(idOrCode) })
  return loading
}

/** Drops every cached definition (sign-out of tests; a module changed on the server). */
export const forgetModules = (): void => { cache.clear() }

export const MISSING_MODULE = '缺少功能模块参数'

/** The module named by a page's `modelId` or `enCode`, for PageShell. */
export const useModule = (idOrCode: string) =>
  useRemote(() => (idOrCode ? loadModule(idOrCode) : Promise.reject(new Error(MISSING_MODULE))))
