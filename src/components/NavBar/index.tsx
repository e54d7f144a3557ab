import { View, Text } from '@tarojs/components'
import { ArrowLeft } from '@nutui/icons-react-taro'
import { useMemo } from 'react'
import { statusBarHeight } from '@/platform/device'
import './index.scss'

export interface NavBarProps {
  title?: string
  /** shows a back arrow that calls this */
  onBack?: () => void
  /** transparent bar over a coloured page head */
  transparent?: boolean
}

/** The navigation bar of a page with `customNav` in src/routes.ts: status bar space, back, title. */
export function NavBar ({ title = '', onBack, transparent }: NavBarProps) {
  const top = useMemo(() => statusBarHeight(), [])
  return (
    <View className={`sf-navbar ${transparent ? 'sf-navbar--transparent' : ''}`} style={{ paddingTop: `${top}px` }}>
      <View className='sf-navbar__bar'>
        {onBack && (
          <View className='sf-navbar__back' onClick={onBack} aria-label='返回'>
            <ArrowLeft size={18} />
          </View>
        )}
        <Text className='sf-navbar__title'>{title}</Text>
      </View>
    </View>
  )
}
