// In place of jsonp-retry: taro-h5 uses it only for Taro.request({ jsonp: true }), which the app
// never asks for; such a request is refused rather than shipped to every first load.
module.exports = function jsonpRetry () {
  return Promise.reject(new Error('JSONP is not available in this build'))
}
