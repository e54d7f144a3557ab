/** The catalog's flows, as the demo runs them, served as the server answers their module's Config. */
import './seedEnv'
import { reply } from '../../helpers/taro-server'
import { catalogFlows, dictionaries } from '../../../../server/src/catalog/index'
import { demoFlowTemplates } from '../../../../server/src/seed/data/flowCustomisations'
import { OD } from '../dynamicModel/helpers'

const demoTrees = demoFlowTemplates()
const flowSeeds = catalogFlows().map((f) => ({ ...f, template: demoTrees[f.enCode] ?? f.template }))

export const flowOf = (enCode: string) => {
  const flow = flowSeeds.find((f) => f.enCode === enCode)
  if (!flow) throw new Error(`no seeded flow ${enCode}`)
  return flow
}

/** Config of the module bound to flow `enCode`, by module id and by menu code, with the flow's node tree. */
export function serveFlow (enCode: string) {
  const f = flowOf(enCode)
  const config = {
    id: f.module.id, enCode: f.module.enCode, fullName: f.module.fullName, webType: '2', enableFlow: 1, flowId: f.id, flowEnCode: f.enCode,
    flowTemplateJson: JSON.stringify(f.template), formData: JSON.stringify(f.form), columnData: JSON.stringify(f.module.columnData), appColumnData: ''
  }
  reply('GET', `${OD}/${f.module.id}/Config`, config)
  reply('GET', `${OD}/${f.module.enCode}/Config`, config)
  return f
}

/** A seeded dictionary's items as DictionaryData/{id}/Data/Selector lists them (by enCode and by type id). */
export function serveDictionary (enCode: string) {
  const d = dictionaries.find((x) => x.enCode === enCode)
  if (!d) throw new Error(`no seeded dictionary ${enCode}`)
  const list = d.items.map((i) => ({ id: i.id, enCode: i.enCode, fullName: i.fullName, parentId: '-1', ...(i.description ? { description: i.description } : {}) }))
  for (const key of [d.enCode, d.id]) reply('GET', `/api/system/DictionaryData/${key}/Data/Selector`, { list })
  return list
}
