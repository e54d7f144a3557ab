import { useRouter } from '@tarojs/taro'
import { PdfViewerScreen } from '@/components/Docs'
import { isLibrary } from '@/core/docs'
import { decodeParam } from '@/core/entry'

/** 标准预览: a standard (`?library=&id=`). */
export default function Page () {
  const { params } = useRouter()
  const library = decodeParam(params?.library)
  return <PdfViewerScreen library={isLibrary(library) ? library : ''} id={decodeParam(params?.id)} />
}
