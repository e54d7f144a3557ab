/**
 * A document in a web view (SPEC §2 autoSign/webview): `id` asks Document/{id} for a fresh link,
 * `url` is opened as given. Only http(s) addresses are opened. H5 renders the web view as an
 * iframe, so its load and error show here; the mini-program shows its own progress bar.
 */
import { View, WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { getDocumentUrl } from '@/api/signature'
import { decodeParam } from '@/core/entry'
import { UNSUPPORTED_URL_MSG, webUrl } from '@/core/signature'
import { LoadingView, PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import './webview.scss'

const LOAD_FAILED_MSG = '文件加载失败，请检查网络后重试'
/** The loading cover goes after this long even without a load event, so it never hides the document. */
const COVER_MAX_MS = 10000

export default function SignWebview () {
  const { params } = useRouter()
  if (params.url !== undefined) {
    const url = webUrl(decodeParam(params.url))
    return url ? <DocumentView load={() => Promise.resolve(url)} /> : <PageShell error={UNSUPPORTED_URL_MSG} />
  }
  const id = decodeParam(params.id)
  if (!id) return <PageShell error='参数错误，请返回重试' />
  return <DocumentView load={() => getDocumentUrl(id)} retry />
}

/** `retry`: the link can be asked for again (a document link expires; a given url cannot change). */
function DocumentView ({ load, retry = false }: { load: () => Promise<string>, retry?: boolean }) {
  const remote = useRemote(async () => {
    const url = webUrl(await load())
    if (!url) throw new Error(UNSUPPORTED_URL_MSG)
    return url
  })
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const again = retry ? () => { setLoaded(false); setFailed(false); void remote.reload() } : undefined
  const src = remote.data
  useEffect(() => {
    if (!src) return undefined
    const timer = setTimeout(() => setLoaded(true), COVER_MAX_MS)
    return () => clearTimeout(timer)
  }, [src])

  if (remote.loading || remote.error || !remote.data) {
    return <PageShell loading={remote.loading} error={remote.error || null} onRetry={again} />
  }
  if (failed) return <PageShell error={LOAD_FAILED_MSG} onRetry={again} />
  return (
    <View className='sf-sign-web'>
      {!loaded && <View className='sf-sign-web__loading'><LoadingView text='文件加载中...' /></View>}
      <WebView className='sf-sign-web__view' src={remote.data} onLoad={() => setLoaded(true)} onError={() => setFailed(true)} />
    </View>
  )
}
