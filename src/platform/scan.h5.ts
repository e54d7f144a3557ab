/**
 * Reading a QR code in a mobile browser (the mini-program's is scan.ts): the camera in a full-screen
 * viewfinder, or a photo from the album, decoded in the browser by @zxing/browser, which is loaded
 * only when a code is first read.
 */
const NOT_FOUND = '图片中没有识别到二维码，请换一张清晰的照片'

async function reader () {
  const { BrowserQRCodeReader } = await import(/* webpackChunkName: "qr-reader" */ '@zxing/browser')
  return new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 200, delayBetweenScanSuccess: 500 })
}

/** Lets the user pick an image file; null when they back out. */
function pickImage (): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = 'image/*'
    input.style.display = 'none'
    input.setAttribute('aria-label', '选择二维码图片')
    let done = false
    const finish = (file: File | null) => {
      if (done) return
      done = true
      input.remove()
      resolve(file)
    }
    input.addEventListener('change', () => finish(input.files?.[0] ?? null))
    input.addEventListener('cancel', () => finish(null))
    document.body.appendChild(input)
    input.click()
  })
}

/** The text of the code in an image file; rejects with a message for the user when there is none. */
export async function decodeImageFile (file: Blob): Promise<string> {
  const url = URL.createObjectURL(file)
  try {
    const result = await (await reader()).decodeFromImageUrl(url)
    return result.getText()
  } catch {
    throw new Error(NOT_FOUND)
  } finally {
    URL.revokeObjectURL(url)
  }
}

/** Reads a code from a photo of the album: its text, or null when the user backs out. */
export async function scanFromAlbum (): Promise<string | null> {
  const file = await pickImage()
  return file ? await decodeImageFile(file) : null
}

/** The viewfinder: a video of the back camera with 相册 and 取消 below it. */
function viewfinder () {
  const root = document.createElement('div')
  root.className = 'sf-scanner'
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-label', '扫码')
  root.style.cssText = 'position:fixed;inset:0;z-index:10000;background:#000;display:flex;flex-direction:column;align-items:center;justify-content:center'
  const video = document.createElement('video')
  video.setAttribute('playsinline', 'true')
  video.muted = true
  video.style.cssText = 'width:100%;max-height:70vh;object-fit:cover'
  const hint = document.createElement('div')
  hint.textContent = '将二维码放入框内，即可自动扫描'
  hint.style.cssText = 'color:#fff;font-size:14px;margin:16px'
  const bar = document.createElement('div')
  bar.style.cssText = 'display:flex;gap:24px'
  const button = (text: string) => {
    const b = document.createElement('button')
    b.type = 'button'
    b.textContent = text
    b.style.cssText = 'min-width:96px;height:44px;border-radius:22px;border:1px solid #fff;background:transparent;color:#fff;font-size:16px'
    bar.appendChild(b)
    return b
  }
  const album = button('相册')
  const cancel = button('取消')
  root.append(video, hint, bar)
  document.body.appendChild(root)
  return { root, video, album, cancel }
}

/**
 * Scans a code: the camera when the browser gives one, else straight to the album. Its text, or
 * null when the user cancels; rejects with a message for the user when a chosen photo holds none.
 */
export async function scanCode (): Promise<string | null> {
  if (!navigator.mediaDevices?.getUserMedia) return await scanFromAlbum()
  const view = viewfinder()
  let controls: { stop: () => void } | null = null
  const close = () => {
    controls?.stop()
    view.root.remove()
  }
  try {
    return await new Promise<string | null>((resolve, reject) => {
      view.cancel.onclick = () => resolve(null)
      view.album.onclick = () => {
        controls?.stop()
        scanFromAlbum().then(resolve, reject)
      }
      reader()
        .then((r) => r.decodeFromConstraints({ video: { facingMode: 'environment' } }, view.video, (result) => {
          if (result) resolve(result.getText())
        }))
        .then((c) => { controls = c })
        // no camera, or the camera refused: the album still works
        .catch(() => { view.root.remove(); scanFromAlbum().then(resolve, reject) })
    })
  } finally {
    close()
  }
}
