import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { decodeParam } from '@/core/entry'
import { setPageTitle } from '@/platform/nav'

/** Titles the screen as the workbench tile that opened it (?fullName=), which an organisation may rename. */
export function useMenuTitle (): void {
  const { params } = useRouter()
  const fullName = decodeParam(params?.fullName)
  useEffect(() => { if (fullName) setPageTitle(fullName) }, [fullName])
}
