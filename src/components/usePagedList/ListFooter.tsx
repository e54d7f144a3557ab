import { View, Text } from '@tarojs/components'
import './index.scss'

/** The end of a paged list: loading, the end, or a tap target that loads the next page (for
 *  lists shorter than the screen, where no scroll reaches the bottom). */
export function ListFooter ({ list }: { list: { items: unknown[], loadingMore: boolean, finished: boolean, loadMore: () => void } }) {
  if (list.items.length === 0) return null
  if (list.loadingMore) return <View className='sf-list-foot'><Text>加载中...</Text></View>
  if (list.finished) return <View className='sf-list-foot'><Text>没有更多了</Text></View>
  return (
    <View className='sf-list-foot' role='button' aria-label='加载更多' onClick={list.loadMore}>
      <Text>上拉加载更多</Text>
    </View>
  )
}
