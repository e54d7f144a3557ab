// In place of lodash.kebabcase (14 KB of Unicode word rules): NutUI's ConfigProvider turns theme
// keys written in camelCase ASCII (nutuiColorPrimaryStop1) into CSS variable names with it.
module.exports = function kebabCase (key) {
  return String(key)
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([a-zA-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
}
