import { ModuleDetailPage } from '@/components/ListEngine'

/** 方案详情: one construction plan as submitted, its approval one tap away. */
export default function Page () {
  return <ModuleDetailPage enCode='constructionPlan' />
}
