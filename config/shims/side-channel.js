// qs uses side-channel only as a map keyed by the objects it walks (cycle detection, array
// overflow marks). The package pulls in object-inspect and get-intrinsic (over 70 KB before
// minification) for engines without WeakMap; every engine the app runs on has one.
module.exports = function getSideChannel () {
  const objects = new WeakMap()
  const others = new Map()
  const store = (key) => (key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : others)
  return {
    assert (key) {
      if (!store(key).has(key)) throw new TypeError('Side channel does not contain the given key')
    },
    get: (key) => store(key).get(key),
    has: (key) => store(key).has(key),
    set (key, value) { store(key).set(key, value) },
    delete: (key) => store(key).delete(key)
  }
}
