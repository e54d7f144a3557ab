/**
 * Connectivity and foreground events, for the outbox to send what waits as soon as it can. Where a
 * platform lacks one (H5 browsers without navigator.connection), subscribing does nothing and the
 * outbox's own timer still sends.
 */
import Taro from '@tarojs/taro'

type Off = () => void

function listen<A> (on: (cb: (arg: A) => void) => void, off: (cb: (arg: A) => void) => void, cb: (arg: A) => void): Off {
  try {
    on(cb)
  } catch {
    return () => {}
  }
  return () => {
    try {
      off(cb)
    } catch {
      // already gone with the page runtime: nothing left to remove
    }
  }
}

/** Calls back with true when the device gets a connection, false when it loses it. */
export function onNetworkChange (cb: (online: boolean) => void): Off {
  return listen<Taro.onNetworkStatusChange.CallbackResult>(
    (fn) => Taro.onNetworkStatusChange(fn), (fn) => Taro.offNetworkStatusChange(fn), (res) => cb(!!res?.isConnected))
}

/** Calls back each time the app comes back to the foreground. */
export function onAppShow (cb: () => void): Off {
  return listen<unknown>((fn) => Taro.onAppShow(fn), (fn) => Taro.offAppShow(fn), () => cb())
}
