import { View } from '@tarojs/components'
import { PullToRefresh } from '@nutui/nutui-react-taro'
import { useState, type ReactNode } from 'react'
import { PAGE_LOADING_DELAY, PAGE_TIMEOUT } from '@/core/constants'
import { ErrorBoundary } from './ErrorBoundary'
import { useDelayedFlag } from './useDelayedFlag'
import { EmptyView, ErrorView, LoadingView } from './StateViews'
import './index.scss'

export interface PageShellProps {
  /** the page's data is loading: a loading view shows after 200 ms, an error view after 60 s */
  loading?: boolean
  /** a load error to show (message), with a retry button when onRetry is given */
  error?: string | null
  onRetry?: () => void
  /** nothing to show: the empty state with emptyText */
  empty?: boolean
  emptyText?: string
  emptyAction?: ReactNode
  /** pull to refresh; the indicator stays until the promise settles */
  onRefresh?: () => Promise<unknown>
  className?: string
  children?: ReactNode
}

const TIMEOUT_MSG = '加载超时，请检查网络后重试'

/** The frame of every page: error boundary, delayed loading, timeout, error, empty and pull to refresh. */
export function PageShell (props: PageShellProps) {
  const { loading = false, error, onRetry, empty, emptyText, emptyAction, onRefresh, className, children } = props
  const showLoading = useDelayedFlag(loading, PAGE_LOADING_DELAY)
  const timedOut = useDelayedFlag(loading, PAGE_TIMEOUT)
  const [crashKey, setCrashKey] = useState(0)

  let body: ReactNode
  if (timedOut) body = <ErrorView message={TIMEOUT_MSG} onRetry={onRetry} />
  else if (loading) body = showLoading ? <LoadingView /> : null
  else if (error) body = <ErrorView message={error} onRetry={onRetry} />
  else if (empty) body = <EmptyView text={emptyText}>{emptyAction}</EmptyView>
  else body = children

  const content = onRefresh && !loading
    ? <PullToRefresh onRefresh={onRefresh} pullingText='下拉刷新' canReleaseText='释放刷新' refreshingText='加载中...' completeText='刷新完成'>{body}</PullToRefresh>
    : body

  return (
    <View className={`sf-page ${className ?? ''}`}>
      <ErrorBoundary
        key={crashKey}
        fallback={(err, reset) => (
          <ErrorView
            message={`页面出错了：${err.message || '未知错误'}`}
            onRetry={() => { reset(); setCrashKey((k) => k + 1); onRetry?.() }}
          />
        )}
      >
        {content}
      </ErrorBoundary>
    </View>
  )
}

export { LoadingView, ErrorView, EmptyView }
