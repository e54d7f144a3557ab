import { useRouter } from '@tarojs/taro'
import { PdfViewerScreen } from '@/components/Docs'
import { isLibrary } from '@/core/docs'
import { decodeParam } from '@/core/entry'

/** 文档预览: a knowledge-base document (`?library=&id=`). */
export default function Page () {
  const { params } = useRouter()
  const library = decodeParam(params?.library)
  return <PdfViewerScreen library={isLibrary(library) ? library : ''} id={decodeParam(params?.id)} />
}
