import { View, Text } from '@tarojs/components'
import type { ContractInfo, ProjectInfo, UserInfo } from '../../../types/api/oauth'
import { UserAvatar } from '../UserAvatar'
import './index.scss'

export interface ProfileCardProps {
  userInfo: UserInfo | null
  project?: ProjectInfo | null
  contract?: ContractInfo | null
  onClick?: () => void
  onContextClick?: () => void
}

/** The head of the Me tab: avatar, name, organization and position, project and contract. */
export function ProfileCard ({ userInfo, project, contract, onClick, onContextClick }: ProfileCardProps) {
  const name = userInfo?.userName || userInfo?.userAccount || '未登录'
  return (
    <View className='sf-profile'>
      <View className='sf-profile__main' onClick={onClick} role='button' aria-label='个人资料'>
        <UserAvatar name={name} headIcon={userInfo?.headIcon} size='large' />
        <View className='sf-profile__text'>
          <Text className='sf-profile__name'>{name}</Text>
          {userInfo?.organizeName ? <Text className='sf-profile__line'>{userInfo.organizeName}</Text> : null}
          {userInfo?.positionName ? <Text className='sf-profile__line'>{userInfo.positionName}</Text> : null}
        </View>
      </View>
      <View className='sf-profile__context' onClick={onContextClick} role='button' aria-label='我的业务'>
        <Text className='sf-profile__line'>项目：{project?.fullName ?? '暂无项目'}</Text>
        <Text className='sf-profile__line'>合同段：{contract?.fullName ?? '暂无合同段'}</Text>
      </View>
    </View>
  )
}
