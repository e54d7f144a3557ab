import { Image, Text, View } from '@tarojs/components'
import { getCameras } from '@/api/smartSite'
import { fileUrl } from '@/api/file'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { nav } from '@/platform/nav'
import './cloudVideo.scss'

/**
 * 云视频: the cameras the user sees, by site, with a still and whether each is online; a tap opens
 * the live player (pages/apply/cloudVideo/player, where the video code lives: the main package
 * stays small).
 */
export default function CloudVideo () {
  const sites = useRemote(getCameras)
  const list = sites.data ?? []
  return (
    <PageShell loading={sites.loading} error={sites.error} onRetry={() => { void sites.reload() }} empty={list.length === 0}
      emptyText='暂无摄像头' onRefresh={sites.refresh} className='sf-cloud-video'
    >
      {list.map((site) => (
        <View key={site.contractId ?? ''} className='sf-cloud-video__site'>
          <View className='sf-cloud-video__site-name'>
            <Text>{site.siteName}</Text>
            <Text className='sf-cloud-video__count'>在线 {site.cameras.filter((c) => c.online).length}/{site.cameras.length}</Text>
          </View>
          <View className='sf-cloud-video__grid'>
            {site.cameras.map((c) => (
              <View key={c.id} className='sf-cloud-video__cam' role='button' aria-label={c.name}
                onClick={() => { void nav.push('pages/apply/cloudVideo/player', { id: c.id }) }}
              >
                <View className='sf-cloud-video__shot'>
                  {c.snapshotUrl ? <Image className='sf-cloud-video__img' src={fileUrl(c.snapshotUrl)} mode='aspectFill' /> : null}
                  <Text className={`sf-cloud-video__state ${c.online ? 'is-online' : 'is-offline'}`}>{c.online ? '在线' : '离线'}</Text>
                </View>
                <Text className='sf-cloud-video__name'>{c.name}</Text>
                <Text className='sf-cloud-video__place'>{c.place}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
    </PageShell>
  )
}
