import { useRouter } from '@tarojs/taro'
import { DocLibraryScreen } from '@/components/Docs'
import { decodeParam } from '@/core/entry'

/** 知识文库: one folder of the knowledge base (`?folderId=`), or all of it without one. */
export default function Page () {
  const { params } = useRouter()
  return <DocLibraryScreen library='knowledgeBase' folderId={decodeParam(params?.folderId)} />
}
