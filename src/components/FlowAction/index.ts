export * from './rules'
export { sendFlowAction, type FlowActionRequest, type SendOutcome } from './send'
export { keepModel, takeModel } from './handoff'
export { useFlowAction, type FlowActionOptions } from './useFlowAction'
