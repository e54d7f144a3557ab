/** The pure rules of the signature screens (src/core/signature.ts). */
import {
  bookTitle, isSigned, newSignFileText, parseSignRecord, pushedSignCount, pushedSignId, signConfirmText, signPromptText, signStateTag, webUrl
} from '@/core/signature'

describe('texts', () => {
  it.each([
    ['动火作业', '《动火作业》'],
    ['《动火作业》', '《动火作业》']
  ])('bookTitle(%s) = %s', (title, text) => expect(bookTitle(title)).toBe(text))

  it('prompts', () => {
    expect(signPromptText(3)).toBe('您有 3 份文件待签署，是否现在签署？')
    expect(newSignFileText('《施工方案》')).toBe('收到新的待签署文件《施工方案》')
    expect(newSignFileText('')).toBe('收到新的待签署文件')
    expect(signConfirmText('施工方案')).toBe('确定签署《施工方案》吗？签署后不可撤销。')
  })
})

describe('states', () => {
  it.each([[1, true], ['1', true], [0, false], [null, false], [undefined, false], [10, false]])('isSigned(%j) = %s', (state, signed) =>
    expect(isSigned(state)).toBe(signed))

  it('tags', () => {
    expect(signStateTag(0).text).toBe('待签署')
    expect(signStateTag(1).text).toBe('已签署')
  })

  it.each([
    [{ state: 10, handSignPushData: { handSignPushDataList: [{}, {}] } }, 2],
    [{ state: '10', handSignPushData: { handSignPushDataList: [{}] } }, 1],
    [{ state: 10, handSignPushData: { handSignPushDataList: [] } }, 0],
    [{ state: 10, handSignPushData: null }, 0],
    [{ state: 0, handSignPushData: { handSignPushDataList: [{}] } }, 0],
    [null, 0]
  ])('pushedSignCount(%j) = %s', (resp, n) => expect(pushedSignCount(resp)).toBe(n))
})

describe('parseSignRecord', () => {
  it('reads the JSON string', () => {
    const data = JSON.stringify({ F_Id: 's1', F_Title: '《方案》', F_State: 1, F_TaskId: 't1', F_FlowId: 'f1', F_CreatorTime: 5, F_SignTime: 9 })
    expect(parseSignRecord({ id: 's1', data }, 's1')).toEqual({ id: 's1', title: '《方案》', state: 1, taskId: 't1', flowId: 'f1', createTime: 5, signTime: 9 })
  })

  it.each([['not json'], [''], [null]])('unreadable data %j: a waiting document under the asked id', (data) => {
    expect(parseSignRecord({ data } as never, 's9')).toEqual({ id: 's9', title: '', state: 0, taskId: '', flowId: '', createTime: null, signTime: null })
  })
})

describe('pushedSignId', () => {
  it.each([
    [{ id: 's1', signUrl: '/pages/workFlow/autoSign/index?id=other' }, 's1'],
    [{ signUrl: '/pages/workFlow/autoSign/index?id=s%2F2' }, 's/2'],
    [{ signUrl: '/pages/workFlow/autoSign/index?from=push&id=s3#x' }, 's3'],
    [{ signUrl: '/pages/workFlow/autoSign/index' }, ''],
    [{}, '']
  ])('%j → %j', (push, id) => expect(pushedSignId(push)).toBe(id))
})

describe('webUrl', () => {
  it.each([
    ['https://a.example.com/doc?x=1', 'https://a.example.com/doc?x=1'],
    [' HTTP://10.0.0.2:8080/d ', 'HTTP://10.0.0.2:8080/d'],
    ['javascript:alert(1)', null],
    ['//example.com/doc', null],
    ['/api/doc', null],
    ['https:///doc', null],
    ['wxfile://tmp/doc', null],
    [undefined, null]
  ])('%j → %j', (raw, url) => expect(webUrl(raw)).toBe(url))
})
