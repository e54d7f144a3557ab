/**
 * Page-to-page events: the original client's uni.$emit / uni.$on, here Taro.eventCenter (one bus
 * for the whole app). A picker page sends its choice back to the page that opened it this way,
 * because navigateBack carries no result.
 */
import Taro from '@tarojs/taro'
import type { CandidateUser } from '../../types/api/workflow'
import type { CategoryPick, PartPick } from '@/core/safety/pickers'
import type { ChosenLocation } from '@/core/form'

/** The flow chosen on entrust/flow: flowId '' means every flow. */
export interface PickedFlow {
  flowId: string
  flowName: string
}

/** Event name → its arguments. */
export interface AppEvents {
  /** candiDateUserSelect → opener: the chosen users of a node (API.md 4.4 step 3: `$emit('confirm', list, nodeId)`) */
  confirm: [list: CandidateUser[], nodeId: string]
  /** entrust/flow → entrust/form */
  entrustFlow: [flow: PickedFlow]
  /** hazardInvestigat/addTreeSelect → the hazard report that opened it */
  hazardCategory: [pick: CategoryPick]
  /** hazardInvestigat/treeSelect → the report or inspection that opened it */
  hazardPart: [pick: PartPick]
  /** system/chooseLocation → the location field that opened it: the place, or null when the user went back */
  locationChosen: [place: ChosenLocation | null]
}

export type AppEventName = keyof AppEvents

export function emit<K extends AppEventName> (name: K, ...args: AppEvents[K]): void {
  Taro.eventCenter.trigger(name, ...args)
}

/** Listens until the returned function is called (call it when the listening page unmounts). */
export function on<K extends AppEventName> (name: K, listener: (...args: AppEvents[K]) => void): () => void {
  const handler = (...args: unknown[]) => listener(...(args as AppEvents[K]))
  Taro.eventCenter.on(name, handler)
  return () => { Taro.eventCenter.off(name, handler) }
}
