/** The operate page's rules (API.md 4.4): when it is needed, what it shows, checks and sends. */
import {
  candidateNodes, doneText, emptyInput, needsOperate, operateBody, operateQuery, parseOperateConfig, partsOf, validateOperate,
  type OperateConfig, type OperateInput
} from '@/components/FlowAction/rules'

const base: OperateConfig = {
  eventType: 'audit', title: '通过', fullName: 't', action: 'audit', actionId: 'op1', taskOperatorId: 'op1', flowId: 'f1', taskId: 't1', modelKey: 'k'
}
const input = (config: OperateConfig, over: Partial<OperateInput> = {}): OperateInput => ({ ...emptyInput(config), ...over })

describe('needsOperate', () => {
  it.each([
    [1, {}, true],
    [2, {}, true],
    [3, {}, false],
    [3, { hasOpinion: true }, true],
    [3, { hasSign: true }, true],
    [3, { isCustomCopy: true }, true]
  ] as const)('type %s with %j → %s', (type, props, expected) => {
    expect(needsOperate({ type }, props)).toBe(expected)
  })
})

it('the config survives the navigation query, encoded once or twice', () => {
  const q = operateQuery(base).config
  expect(parseOperateConfig(q)).toEqual(base)
  expect(parseOperateConfig(encodeURIComponent(q))).toEqual(base)
  expect(parseOperateConfig(JSON.stringify({ eventType: 'audit' }))).toBeNull()
  expect(parseOperateConfig(undefined)).toBeNull()
})

it.each([
  ['submit', {}, { opinion: false, sign: false, copy: false, target: false, reject: false }],
  ['audit', { hasOpinion: true, hasSign: true, isCustomCopy: true }, { opinion: true, sign: true, copy: true, target: false }],
  ['audit', {}, { opinion: false, sign: false, copy: false }],
  ['reject', { hasSign: true, isCustomCopy: true }, { opinion: true, sign: true, copy: false, reject: true }],
  ['transfer', { hasSign: true }, { opinion: true, sign: false, target: true, signerType: false }],
  ['freeApprover', {}, { opinion: true, target: true, signerType: true }]
] as const)('%s with %j shows %j', (eventType, flags, parts) => {
  expect(partsOf({ ...base, eventType, ...flags })).toMatchObject(parts)
})

describe('validateOperate', () => {
  const branches: OperateConfig = {
    ...base,
    candidateType: 1,
    candidates: [
      { nodeId: 'a', nodeName: 'A', isBranchFlow: true, isCandidates: true, hasCandidates: true },
      { nodeId: 'b', nodeName: 'B', isBranchFlow: true, isCandidates: true, hasCandidates: false }
    ]
  }
  it('a branch first, then the candidates of the chosen branches (none needed where nobody can be picked)', () => {
    expect(validateOperate(branches, input(branches))).toBe('请选择分支')
    expect(validateOperate(branches, input(branches, { branchList: ['b'] }))).toBe('')
    expect(validateOperate(branches, input(branches, { branchList: ['a', 'b'] }))).toBe('请选择A的审批人')
    expect(candidateNodes(branches, ['b']).map((n) => n.nodeId)).toEqual(['b'])
  })
  it('the target, the return node, the signature', () => {
    const transfer = { ...base, eventType: 'transfer' as const, title: '转审' }
    expect(validateOperate(transfer, input(transfer))).toBe('请选择转审人')
    const reject = { ...base, eventType: 'reject' as const, hasSign: true }
    expect(validateOperate(reject, input(reject))).toBe('请选择退回节点')
    expect(validateOperate(reject, input(reject, { rejectStep: 'n1' }))).toBe('请签名')
    expect(validateOperate(reject, input(reject, { rejectStep: 'n1', signImg: 'data:x' }))).toBe('')
  })
})

it('sends only what it showed, on top of the model', () => {
  const config: OperateConfig = { ...base, hasOpinion: true, candidateType: 2, countersignOver: true, candidates: [{ nodeId: 'n', nodeName: 'N', isCandidates: true, isBranchFlow: false, hasCandidates: true }] }
  const body = operateBody(config, { formData: { a: 1 } }, input(config, {
    handleOpinion: ' 同意 ', candidateList: { n: [{ id: 'u1', fullName: '甲' }] }, rejectStep: 'x', target: { id: 'u2', fullName: '乙' }
  }))
  expect(body).toEqual({ formData: { a: 1 }, candidateType: 2, countersignOver: true, candidateList: { n: ['u1'] }, handleOpinion: '同意', fileList: [] })
})

it('says what was done, a save as a save', () => {
  expect(doneText('launch', { status: '1' })).toBe('保存成功')
  expect(doneText('update', { status: '0' })).toBe('提交成功')
  expect(doneText('withdraw')).toBe('撤回成功')
  // an approval says what its button said (issue 12)
  expect(doneText('audit', { status: '0' }, '整改完成')).toBe('已整改完成')
  expect(doneText('audit')).toBe('审核成功')
})
