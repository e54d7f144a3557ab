import { DocLibraryScreen } from '@/components/Docs'

/** 知识库: the knowledge base's folders; a folder opens its documents, a search finds them in every folder. */
export default function Page () {
  return <DocLibraryScreen library='knowledgeBase' folderRoute='pages/apply/engineeringManagement/knowledgeBase/knowLibrary' />
}
