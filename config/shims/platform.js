// In place of platform.js (41 KB): taro-h5 reads only the OS family and version from it, for
// getSystemInfo's system and platform fields, which the app does not use; no brand or model.
const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
const family = /Android/.test(ua) ? 'Android' : /iPhone|iPad|iPod/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'OS X' : /Linux/.test(ua) ? 'Linux' : ''
const version = ((ua.match(/(?:Android|OS) ([\d._]+)/) || [])[1] || '').replace(/_/g, '.')
module.exports = {
  manufacturer: null,
  product: null,
  os: family ? { family, version, toString: () => `${family} ${version}`.trim() } : null
}
