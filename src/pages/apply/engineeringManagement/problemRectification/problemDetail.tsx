import { ModuleDetailPage } from '@/components/ListEngine'

/** 问题详情: one quality problem with its rectification and verification, its approval one tap away. */
export default function Page () {
  return <ModuleDetailPage enCode='problemRectification' />
}
