import { View, Text, Input } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { getImUserTree, getImUsers, type ImUser, type ImUserNode } from '@/api/imUsers'
import { debounce } from '@/core/util'
import { DEBOUNCE_WAIT } from '@/core/constants'
import { nav } from '@/platform/nav'
import { PageShell, EmptyView, ErrorView, LoadingView } from '@/components/PageShell'
import { UserAvatar } from '@/components/UserAvatar'
import { inputValue } from '@/components/inputValue'
import './contacts.scss'

export const CONTACTS_PAGE_SIZE = 20
const ROOT = { id: '0', fullName: '通讯录' }

const openUser = (id: string) => nav.push('pages/message/userDetail/index', { id })
const failure = (err: unknown) => (err as Error)?.message || '加载失败，请重试'

interface SearchState { keyword: string, list: ImUser[], page: number, total: number, loading: boolean, error: string }

/** Search results: people whose name or account match, a page at a time. */
function useSearch (keyword: string) {
  const [state, setState] = useState<SearchState>({ keyword: '', list: [], page: 0, total: 0, loading: false, error: '' })
  const current = useRef('')
  const load = useCallback(async (kw: string, page: number) => {
    current.current = kw
    setState((s) => ({ ...s, keyword: kw, loading: true, error: '', ...(page === 1 ? { list: [], page: 0 } : {}) }))
    try {
      const res = await getImUsers({ currentPage: page, pageSize: CONTACTS_PAGE_SIZE, keyword: kw })
      if (current.current !== kw) return
      setState((s) => ({ ...s, list: page === 1 ? res.list : [...s.list, ...res.list], page, total: res.total, loading: false }))
    } catch (err) {
      if (current.current !== kw) return
      setState((s) => ({ ...s, loading: false, error: failure(err) }))
    }
  }, [])
  useEffect(() => {
    if (keyword) void load(keyword, 1)
    else current.current = ''
  }, [keyword, load])
  const more = state.page > 0 && state.list.length < state.total
  return { ...state, more, loadMore: () => { if (more && !state.loading) void load(keyword, state.page + 1) }, retry: () => load(keyword, 1) }
}

/** Organisation browsing: the nodes under the last organisation of the breadcrumb. */
function useTree () {
  const [path, setPath] = useState<Array<{ id: string, fullName: string }>>([ROOT])
  const [nodes, setNodes] = useState<Record<string, ImUserNode[]>>({})
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(false)
  const current = path[path.length - 1]

  const load = useCallback(async (id: string, force = false) => {
    setError('')
    setLoading(true)
    try {
      const list = await getImUserTree(id)
      setNodes((n) => (force || !n[id] ? { ...n, [id]: list } : n))
    } catch (err) {
      setError(failure(err))
    } finally {
      setLoading(false)
    }
  }, [])

  // a failed load leaves `nodes` as it was, so this does not retry by itself (the error view does)
  useEffect(() => {
    if (!nodes[current.id]) void load(current.id)
  }, [current.id, nodes, load])

  const open = (node: ImUserNode) => {
    if (node.children?.length) setNodes((n) => ({ ...n, [node.id]: node.children! }))
    setPath((p) => [...p, { id: node.id, fullName: node.fullName }])
  }
  return {
    path,
    list: nodes[current.id],
    loading,
    error,
    open,
    goTo: (index: number) => setPath((p) => p.slice(0, index + 1)),
    reload: () => load(current.id, true)
  }
}

const isUser = (n: ImUserNode) => n.type === 'user'

/** Address book: debounced search of people, or the organisation tree with a breadcrumb. */
export default function Contacts () {
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const applyKeyword = useMemo(() => debounce((value: string) => setKeyword(value.trim()), DEBOUNCE_WAIT), [])
  useEffect(() => () => applyKeyword.cancel(), [applyKeyword])
  const search = useSearch(keyword)
  const tree = useTree()

  useReachBottom(() => { if (keyword) search.loadMore() })

  const onInput = (value: string) => {
    setText(value)
    applyKeyword(value)
  }

  let body
  if (keyword) {
    if (search.error && search.list.length === 0) body = <ErrorView message={search.error} onRetry={() => { void search.retry() }} />
    else if (search.loading && search.list.length === 0) body = <LoadingView />
    else if (search.list.length === 0) body = <EmptyView text='未找到相关联系人' />
    else {
      body = (
        <View className='sf-contacts__list'>
          {search.list.map((u) => (
            <View key={u.id} className='sf-contact' role='button' aria-label={u.realName} onClick={() => { void openUser(u.id) }}>
              <UserAvatar name={u.realName || u.account} headIcon={u.headIcon} size='small' />
              <View className='sf-contact__text'>
                <Text className='sf-contact__name'>{u.realName}{u.account ? `/${u.account}` : ''}</Text>
                <Text className='sf-contact__meta'>{u.department ?? ''}</Text>
              </View>
            </View>
          ))}
          <View className='sf-contacts__foot'><Text>{search.loading ? '加载中...' : search.more ? '上拉加载更多' : '没有更多了'}</Text></View>
        </View>
      )
    }
  } else {
    const list = tree.list
    body = (
      <View>
        <View className='sf-crumbs' role='navigation'>
          {tree.path.map((p, i) => (
            <Text
              key={p.id}
              className={`sf-crumbs__item ${i === tree.path.length - 1 ? 'sf-crumbs__item--current' : ''}`}
              onClick={() => tree.goTo(i)}
            >
              {i > 0 ? ' / ' : ''}{p.fullName}
            </Text>
          ))}
        </View>
        {tree.error && !list
          ? <ErrorView message={tree.error} onRetry={() => { void tree.reload() }} />
          : !list
              ? (tree.loading ? <LoadingView /> : null)
              : list.length === 0
                ? <EmptyView text='暂无成员' />
                : (
                  <View className='sf-contacts__list'>
                    {list.map((n) => (
                      <View
                        key={n.id}
                        className='sf-contact'
                        role='button'
                        aria-label={n.fullName}
                        onClick={() => { if (isUser(n)) void openUser(n.id); else tree.open(n) }}
                      >
                        {isUser(n)
                          ? <UserAvatar name={n.fullName} headIcon={n.headIcon} size='small' />
                          : <View className='sf-contact__org'><Text>{n.type === 'department' ? '部门' : '组织'}</Text></View>}
                        <View className='sf-contact__text'>
                          <Text className='sf-contact__name'>{n.fullName}</Text>
                          {isUser(n) && n.organize ? <Text className='sf-contact__meta'>{n.organize}</Text> : null}
                        </View>
                        {!isUser(n) && <Text className='sf-contact__arrow'>›</Text>}
                      </View>
                    ))}
                  </View>
                  )}
      </View>
    )
  }

  return (
    <PageShell className='sf-contacts' onRefresh={() => (keyword ? search.retry() : tree.reload())}>
      <View className='sf-contacts__search'>
        <Input
          className='sf-contacts__input'
          value={text}
          placeholder='搜索姓名或账号'
          confirmType='search'
          maxlength={50}
          onInput={(e) => onInput(inputValue(e))}
          onConfirm={(e) => { applyKeyword.cancel(); setKeyword(inputValue(e).trim()) }}
        />
        {text && (
          <View className='sf-contacts__clear' role='button' aria-label='清除' onClick={() => { applyKeyword.cancel(); setText(''); setKeyword('') }}>
            <Text>×</Text>
          </View>
        )}
      </View>
      {body}
    </PageShell>
  )
}
