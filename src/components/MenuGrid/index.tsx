import { Image, View, Text } from '@tarojs/components'
import type { MenuLike, MenuSection } from '@/core/menu'
import { pictogramUrl } from '@/api/app'
import './index.scss'

export interface MenuGridProps<M extends MenuLike> {
  sections: Array<MenuSection<M>>
  onOpen: (menu: M) => void
}

/** The workbench: a titled section per menu directory, four tiles a row. */
export function MenuGrid<M extends MenuLike> ({ sections, onOpen }: MenuGridProps<M>) {
  return (
    <View className='sf-menu-grid'>
      {sections.map((section) => (
        <View key={section.id} className='sf-menu-grid__section'>
          <Text className='sf-menu-grid__title'>{section.title}</Text>
          <View className='sf-menu-grid__tiles'>
            {section.tiles.map(({ menu, color, pictogram, text }) => (
              <View key={menu.id} className='sf-menu-grid__tile' onClick={() => onOpen(menu)} role='button' aria-label={menu.fullName}>
                <View className='sf-menu-grid__icon' style={{ background: color }}>
                  {pictogram
                    ? <Image className='sf-menu-grid__pictogram' src={pictogramUrl(pictogram)} mode='aspectFit' />
                    : text}
                </View>
                <Text className='sf-menu-grid__name'>{menu.fullName}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
}
