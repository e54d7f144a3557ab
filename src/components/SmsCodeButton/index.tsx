import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { SMS_RESEND_SECONDS } from '@/core/account'
import './index.scss'

/** Seconds left of a countdown started with start(); ticks once a second down to 0. */
export function useCountdown (): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  const stop = () => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }
  useEffect(() => stop, [])
  const start = (seconds: number) => {
    stop()
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) stop()
        return Math.max(0, n - 1)
      })
    }, 1000)
  }
  return [left, start]
}

export interface SmsCodeButtonProps {
  /** sends the code; resolve true when it was sent (the countdown starts), false otherwise */
  onSend: () => Promise<boolean>
  seconds?: number
}

/** "获取验证码", then a countdown before the code can be requested again. */
export function SmsCodeButton ({ onSend, seconds = SMS_RESEND_SECONDS }: SmsCodeButtonProps) {
  const [left, start] = useCountdown()
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const disabled = sending || left > 0

  const send = async () => {
    if (disabled) return
    setSending(true)
    try {
      if (await onSend()) {
        setSent(true)
        start(seconds)
      }
    } catch {
      // the requester has shown the error
    } finally {
      setSending(false)
    }
  }

  const text = left > 0 ? `${left}秒后重发` : sending ? '发送中...' : sent ? '重新获取' : '获取验证码'
  return (
    <View
      className={`sf-sms-button ${disabled ? 'sf-sms-button--disabled' : ''}`}
      onClick={send}
      role='button'
      aria-disabled={disabled}
    >
      {text}
    </View>
  )
}
