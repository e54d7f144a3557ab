// In place of a polyfill taro-h5 imports for engines without it (whatwg-fetch, AbortController):
// every browser the H5 site supports has fetch and AbortController.
module.exports = {}
