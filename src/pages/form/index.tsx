import { useLoad, useRouter } from '@tarojs/taro'
import { decodeParam } from '@/core/entry'
import { nav } from '@/platform/nav'
import { PageShell } from '@/components/PageShell'

/**
 * The generic form, a public address (shared links and codes name it): the dynamic model's form,
 * with the same query. It opens there, in the apply subpackage with the form engine, so the
 * mini-program's main package does not carry the engine (issue 12).
 */
export default function Page () {
  const { params } = useRouter()
  useLoad(() => {
    const query = Object.fromEntries(Object.entries(params ?? {})
      .filter(([key]) => !key.startsWith('$taro') && key !== 'stamp')
      .map(([key, value]) => [key, decodeParam(value)]))
    void nav.redirect('pages/apply/dynamicModel/form', query)
  })
  return <PageShell loading />
}
