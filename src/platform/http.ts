/** The app's requester: core rules (src/core/request.ts) over Taro.request / uploadFile / downloadFile. */
import Taro from '@tarojs/taro'
import {
  createRequester,
  type RequesterConfig,
  type RequesterDeps,
  type Requester,
  type TransportOptions,
  type TransportResponse,
  type UploadTransportOptions,
  type DownloadTransportOptions,
  type DownloadTransportResponse
} from '../core/request'
import { baseURL, timeout } from '../config'
import { getToken, removeToken } from './storage'
import { toast, showLoading, hideLoading } from './ui'

export const LOGIN_PAGE = '/pages/login/index'

async function transport(opts: TransportOptions): Promise<TransportResponse> {
  const res = await Taro.request({
    url: opts.url,
    method: opts.method,
    data: opts.data as any,
    header: opts.header,
    timeout: opts.timeout,
    dataType: 'json'
  })
  return { statusCode: res.statusCode, data: res.data, header: res.header }
}

async function uploadTransport(opts: UploadTransportOptions): Promise<TransportResponse> {
  const res = await Taro.uploadFile({
    url: opts.url,
    filePath: opts.filePath,
    name: opts.name,
    formData: opts.formData,
    header: opts.header,
    timeout: opts.timeout
  })
  return { statusCode: res.statusCode, data: res.data }
}

async function downloadTransport(opts: DownloadTransportOptions): Promise<DownloadTransportResponse> {
  const res = await Taro.downloadFile({
    url: opts.url,
    header: opts.header,
    timeout: opts.timeout,
    ...(opts.filePath ? { filePath: opts.filePath } : {})
  })
  return { statusCode: res.statusCode, tempFilePath: res.tempFilePath, filePath: res.filePath }
}

export function createHttpDeps(): RequesterDeps {
  return {
    transport,
    uploadTransport,
    downloadTransport,
    getToken,
    clearToken: () => { removeToken() },
    toast: (msg) => toast(msg),
    showLoading: (text) => showLoading(text),
    hideLoading,
    relaunchLogin: () => {
      Promise.resolve(Taro.reLaunch({ url: LOGIN_PAGE })).catch(() => {})
    },
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)
  }
}

let requester: Requester = createRequester(createHttpDeps(), { baseURL, timeout })

/**
 * Replaces dependencies or config (interceptors, a session-store hook on clearToken, …);
 * the exported request/upload/download use the new requester from then on.
 */
export function configureHttp(deps: Partial<RequesterDeps> = {}, config: Partial<RequesterConfig> = {}): Requester {
  requester = createRequester({ ...createHttpDeps(), ...deps }, { baseURL, timeout, ...config })
  return requester
}

export const request: Requester['request'] = ((opts: Parameters<Requester['request']>[0]) =>
  requester.request(opts)) as Requester['request']
export const upload: Requester['upload'] = (opts) => requester.upload(opts)
export const download: Requester['download'] = (opts) => requester.download(opts)
