import { DocLibraryScreen } from '@/components/Docs'

/** 图纸: the drawings of the caller's sections by folder, searched by drawing number or name. */
export default function Page () {
  return <DocLibraryScreen library='drawPdfs' />
}
