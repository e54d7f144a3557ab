import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { getCameras } from '@/api/smartSite'
import { fileUrl } from '@/api/file'
import { LivePlayer } from '@/components/LivePlayer'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import './player.scss'

/** 视频直播: one camera's live stream, found among the cameras the user sees. */
export default function Player () {
  const { params } = useRouter()
  const id = decodeParam(params?.id)
  const cams = useRemote(async () => (await getCameras()).flatMap((s) => s.cameras).find((c) => c.id === id) ?? null)
  const camera = cams.data
  return (
    <PageShell loading={cams.loading} error={cams.error} onRetry={() => { void cams.reload() }} empty={camera === null}
      emptyText='摄像头不存在或无权查看' className='sf-player'
    >
      {camera && (
        <View>
          <LivePlayer camera={camera} src={fileUrl(camera.hlsUrl)} />
          <View className='sf-player__info'>
            <Text className='sf-player__name'>{camera.name}</Text>
            <Text className={`sf-player__state ${camera.online ? 'is-online' : ''}`}>{camera.online ? '在线' : '离线'}</Text>
            <Text className='sf-player__line'>{camera.siteName}</Text>
            {camera.place && <Text className='sf-player__line'>位置：{camera.place}</Text>}
          </View>
        </View>
      )}
    </PageShell>
  )
}
