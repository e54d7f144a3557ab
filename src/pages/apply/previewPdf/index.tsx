import { useRouter } from '@tarojs/taro'
import { PdfViewerScreen } from '@/components/Docs'
import { isLibrary } from '@/core/docs'
import { decodeParam } from '@/core/entry'

/** PDF预览: a document of any library, a drawing most often (`?library=&id=`). */
export default function Page () {
  const { params } = useRouter()
  const library = decodeParam(params?.library)
  return <PdfViewerScreen library={isLibrary(library) ? library : ''} id={decodeParam(params?.id)} />
}
