import { Image, View } from '@tarojs/components'
import { useState } from 'react'
import { initials } from '@/core/account'
import { fileUrl } from '@/api/file'
import './index.scss'

export interface UserAvatarProps {
  name?: string | null
  /** a stored file path of the server ('/api/file/Image/…'); empty → initials */
  headIcon?: string | null
  size?: 'small' | 'medium' | 'large'
  className?: string
  onClick?: () => void
}

const COLORS = ['#2979ff', '#19be6b', '#ff9900', '#13c2c2', '#722ed1', '#eb2f96']

/** A user's avatar: the server's image when there is one (and it loads), otherwise their initials. */
export function UserAvatar ({ name, headIcon, size = 'medium', className, onClick }: UserAvatarProps) {
  const [failed, setFailed] = useState(false)
  const src = failed ? '' : fileUrl(headIcon)
  const color = COLORS[Array.from(name ?? '').reduce((n, ch) => n + ch.charCodeAt(0), 0) % COLORS.length]
  return (
    <View
      className={`sf-avatar sf-avatar--${size} ${className ?? ''}`}
      style={{ background: src ? '#e4e7ed' : color }}
      onClick={onClick}
      aria-label={name ?? ''}
    >
      {src
        ? <Image className='sf-avatar__img' src={src} mode='aspectFill' onError={() => setFailed(true)} />
        : <View className='sf-avatar__text'>{initials(name)}</View>}
    </View>
  )
}
