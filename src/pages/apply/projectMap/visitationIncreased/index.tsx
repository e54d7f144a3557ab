import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { toLocationValue } from '@/core/form'
import { accuracyText, pointPlace } from '@/core/map'
import { currentPosition } from '@/platform/location'
import { nav } from '@/platform/nav'
import { on } from '@/platform/events'
import { ModuleForm } from '@/components/ListEngine'
import './index.scss'

/**
 * 新增巡访: a visit record made at my location: the form of the patrol visits with where I am
 * filled in (the location field changes it: a tap on the map or coordinates when GPS is poor).
 */
export default function VisitationIncreased () {
  const [place, setPlace] = useState<string>('')
  const [said, setSaid] = useState('正在获取您的位置…')
  useEffect(() => {
    currentPosition().then((f) => {
      setPlace(toLocationValue(pointPlace([f.longitude, f.latitude])))
      setSaid(accuracyText(f.accuracy))
    }, (err: Error) => setSaid(`${err.message}，可在“巡访位置”中手动选择`))
  }, [])
  useEffect(() => on('locationChosen', (chosen) => {
    if (!chosen) return
    setPlace(toLocationValue(chosen))
    setSaid('已使用手动定位的位置')
  }), [])
  const preset = useMemo(() => (place ? { location: place } : undefined), [place])
  return (
    <View>
      <View className='sf-visit__fix'>
        <Text>{said}</Text>
        <Text className='sf-visit__manual' onClick={() => { void nav.push('pages/apply/projectMap/manualPositioning/index') }}>手动定位</Text>
      </View>
      <ModuleForm module='patrolVisit' fullName='巡访' initialData={preset} />
    </View>
  )
}
