// the app's babel settings (NutUI imported per component)
module.exports = require('../../babel.config.js')
