import { DocLibraryScreen } from '@/components/Docs'

/** 行业标准: the JTG standards and specifications by folder, searched by number or name. */
export default function Page () {
  return <DocLibraryScreen library='industryStandard' />
}
